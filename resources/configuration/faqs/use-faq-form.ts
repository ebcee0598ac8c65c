import { useRecordForm } from "@/components/crud/use-record-form";
import { faqCreate, type Faq, type FaqFormValues } from "../schema/faq";

/** Create and edit of a FAQ; after a save, back to the FAQ list (FAQs have no detail page). */
export const useFaqForm = (action: "create" | "edit") =>
  useRecordForm<Faq, FaqFormValues>({
    action,
    resource: "faqs",
    idField: "faqId",
    afterSave: "list",
    schema: faqCreate,
  });
