import { useRecordForm } from "@/components/crud/use-record-form";
import {
  pageContentCreate,
  type PageContent,
  type PageContentFormValues,
} from "../schema/page-content";

export const usePageContentForm = (action: "create" | "edit") =>
  useRecordForm<PageContent, PageContentFormValues>({
    action,
    resource: "page-content",
    idField: "pageId",
    schema: pageContentCreate,
  });
