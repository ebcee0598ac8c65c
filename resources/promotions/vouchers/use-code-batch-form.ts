import { useSchemaForm } from "@/components/form/use-schema-form";
import { codeBatchForm } from "../schema/voucher";

/**
 * The generate page's fields, checked by the batch's schema: a count or suffix length out of range
 * stays as typed, with its bound in the message (nothing is clamped).
 */
export const useCodeBatchForm = () => useSchemaForm(codeBatchForm);

/** Whether the schema takes this suffix length (the page states a shape's capacity only then). */
export const suffixLengthFits = (length: unknown): length is number =>
  codeBatchForm.shape.suffixLength.safeParse(length).success;
