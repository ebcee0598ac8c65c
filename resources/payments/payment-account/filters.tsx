import { choicesAndActiveFilters } from "../components/form-parts";
import { BANKS } from "../schema/payment-rules";

const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

/** The bank and active filters of the account list and its archive (kept in the URL). */
export const PaymentAccountFilters = choicesAndActiveFilters(
  "bankCode",
  (t) => t("payments:accounts.fields.bank"),
  () => BANK_OPTIONS,
);
