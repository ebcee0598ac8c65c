import type { BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import { BANKS } from "@/contract/payment-rules";

const asArray = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

/** The bank and active filters of the account list and its archive (kept in the URL). */
export function PaymentAccountFilters<T extends BaseRecord>({
  table,
}: {
  table: ResourceTable<T>;
}) {
  const { t } = useTranslation("payments");
  return (
    <>
      <Select
        allowClear
        mode="multiple"
        aria-label={t("accounts.fields.bank")}
        placeholder={t("accounts.fields.bank")}
        style={{ minWidth: 180 }}
        maxTagCount="responsive"
        value={asArray(table.getFilter("bankCode", "in"))}
        onChange={(value: string[]) => table.setFilter("bankCode", "in", value)}
        options={BANKS.map((bank) => ({ value: bank.code, label: bank.name }))}
        optionFilterProp="label"
      />
      <ActiveFilter table={table} label={t("fields.isActive")} />
    </>
  );
}
