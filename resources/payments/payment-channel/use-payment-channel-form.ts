import { useRecordForm } from "@/components/crud/use-record-form";
import {
  paymentChannelWrite,
  type PaymentChannel,
  type PaymentChannelFormValues,
} from "../schema/payment-channel";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const usePaymentChannelForm = (action: "create" | "edit") =>
  useRecordForm<PaymentChannel, PaymentChannelFormValues>({
    action,
    resource: "payment-channel",
    idField: "paymentChannelId",
    schema: paymentChannelWrite,
  });
