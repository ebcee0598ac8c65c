import { recordFormHook } from "@/components/crud/record-form-hook";
import {
  paymentAccountForm,
  type PaymentAccount,
  type PaymentAccountFormValues,
} from "../schema/payment-account";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const usePaymentAccountForm = recordFormHook<PaymentAccount, PaymentAccountFormValues>({
  resource: "payment-account",
  idField: "paymentAccountId",
  schema: paymentAccountForm,
});
