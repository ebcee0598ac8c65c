import { useRecordForm } from "@/components/crud/use-record-form";
import { faqGroupCreate, type FaqGroup, type FaqGroupFormValues } from "../schema/faq";

/** Create and edit of a FAQ group; after a save, back to the group list (there is no detail page). */
export const useFaqGroupForm = (action: "create" | "edit") =>
  useRecordForm<FaqGroup, FaqGroupFormValues>({
    action,
    resource: "faq-group",
    idField: "faqGroupId",
    afterSave: "list",
    schema: faqGroupCreate,
  });
