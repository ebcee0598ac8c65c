import { useRecordForm } from "@/components/crud/use-record-form";
import type { TemplateMessage, TemplateMessageFormValues } from "../schema/template-message";

export const useTemplateForm = () =>
  useRecordForm<TemplateMessage, TemplateMessageFormValues>({
    action: "edit",
    resource: "template-message",
    idField: "templateId",
  });
