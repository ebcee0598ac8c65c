import { recordFormHook } from "@/components/crud/record-form-hook";
import { faqCreate, type Faq, type FaqFormValues } from "../schema/faq";

/** Create and edit of a FAQ; after a save, back to the FAQ list (FAQs have no detail page). */
export const useFaqForm = recordFormHook<Faq, FaqFormValues>({
  resource: "faqs",
  idField: "faqId",
  afterSave: "list",
  schema: faqCreate,
});
