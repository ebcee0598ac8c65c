import { recordFormHook } from "@/components/crud/record-form-hook";
import {
  pageContentCreate,
  type PageContent,
  type PageContentFormValues,
} from "../schema/page-content";

export const usePageContentForm = recordFormHook<PageContent, PageContentFormValues>({
  resource: "page-content",
  idField: "pageId",
  schema: pageContentCreate,
});
