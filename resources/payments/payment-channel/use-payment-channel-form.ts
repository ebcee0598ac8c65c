import { recordFormHook } from "@/components/crud/record-form-hook";
import {
  paymentChannelWrite,
  type PaymentChannel,
  type PaymentChannelFormValues,
} from "../schema/payment-channel";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const usePaymentChannelForm = recordFormHook<PaymentChannel, PaymentChannelFormValues>({
  resource: "payment-channel",
  idField: "paymentChannelId",
  schema: paymentChannelWrite,
});
