import { useRecordForm } from "@/components/crud/use-record-form";
import { sanitizeHtml } from "@/components/rich-text/sanitize";
import type { Banner } from "../schema/banner";
import type { BannerFormValues } from "./banner-form";
import { BANNER_AREAS, type BannerKind } from "./kinds";

/**
 * One hook for create and edit of either kind: a save opens the banner's page. CUSTOM content is
 * sanitised before it is sent (and again by the server before it is stored).
 */
export function useBannerForm(kind: BannerKind, action: "create" | "edit") {
  const form = useRecordForm<Banner, BannerFormValues>({
    action,
    resource: BANNER_AREAS[kind].resource,
    idField: "bannerId",
  });
  const onFinish = form.formProps.onFinish;
  return {
    ...form,
    formProps: {
      ...form.formProps,
      onFinish: (values: BannerFormValues) =>
        onFinish?.({
          ...values,
          ...(typeof values.content === "string" ? { content: sanitizeHtml(values.content) } : {}),
          ...(typeof values.url === "string" ? { url: values.url.trim() } : {}),
        }),
    },
  };
}
