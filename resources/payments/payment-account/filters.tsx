import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { ChoicesAndActiveFilters } from "../components/form-parts";
import { BANKS } from "../schema/payment-rules";

const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

/** The bank and active filters of the account list and its archive (kept in the URL). */
export function PaymentAccountFilters<T extends BaseRecord>({
  table,
}: {
  table: ResourceTable<T>;
}) {
  const { t } = useTranslation("payments");
  return (
    <ChoicesAndActiveFilters
      table={table}
      field="bankCode"
      label={t("payments:accounts.fields.bank")}
      options={BANK_OPTIONS}
    />
  );
}
