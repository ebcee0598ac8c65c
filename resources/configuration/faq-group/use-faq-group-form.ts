import { recordFormHook } from "@/components/crud/record-form-hook";
import { faqGroupCreate, type FaqGroup, type FaqGroupFormValues } from "../schema/faq";

/** Create and edit of a FAQ group; after a save, back to the group list (there is no detail page). */
export const useFaqGroupForm = recordFormHook<FaqGroup, FaqGroupFormValues>({
  resource: "faq-group",
  idField: "faqGroupId",
  afterSave: "list",
  schema: faqGroupCreate,
});
