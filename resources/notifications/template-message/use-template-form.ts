import { useRecordForm } from "@/components/crud/use-record-form";
import {
  templateMessageWrite,
  type TemplateMessage,
  type TemplateMessageFormValues,
} from "../schema/template-message";

export const useTemplateForm = () =>
  useRecordForm<TemplateMessage, TemplateMessageFormValues>({
    action: "edit",
    resource: "template-message",
    idField: "templateId",
    schema: templateMessageWrite,
  });
