import { useRecordForm } from "@/components/crud/use-record-form";
import {
  paymentAccountForm,
  type PaymentAccount,
  type PaymentAccountFormValues,
} from "../schema/payment-account";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const usePaymentAccountForm = (action: "create" | "edit") =>
  useRecordForm<PaymentAccount, PaymentAccountFormValues>({
    action,
    resource: "payment-account",
    idField: "paymentAccountId",
    schema: paymentAccountForm,
  });
