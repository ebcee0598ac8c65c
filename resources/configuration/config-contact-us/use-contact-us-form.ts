import { useCallback } from "react";
import { toApiValues, useSchemaForm } from "@/components/form/use-schema-form";
import { contactUsForm, contactUsValue, type ContactUsFormValues } from "../schema/contact-us";

/**
 * The contact page's fields from the schema (`field(["value", "phone"])`: label, required mark and
 * rules), and what a save sends: an emptied optional text (opening hours, a social address) as null.
 */
export function useContactUsForm() {
  const field = useSchemaForm(contactUsForm);
  const toApi = useCallback(
    (value: ContactUsFormValues) =>
      toApiValues(contactUsValue, value as Record<string, unknown>) as ContactUsFormValues,
    [],
  );
  return { field, toApi };
}
