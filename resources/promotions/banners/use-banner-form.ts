import { useRecordForm } from "@/components/crud/use-record-form";
import { sanitizeHtml } from "@/components/rich-text/sanitize";
import { bannerForm, popupBannerForm, type Banner } from "../schema/banner";
import type { BannerFormValues } from "./banner-form";
import { BANNER_AREAS, type BannerKind } from "./kinds";

/**
 * One hook for create and edit of either kind: a save opens the banner's page; an emptied order is
 * sent as null (none: a new banner goes last, a changed one keeps its place). CUSTOM content is
 * sanitised before it is sent (and again by the server before it is stored).
 */
export function useBannerForm(kind: BannerKind, action: "create" | "edit") {
  const form = useRecordForm<Banner, BannerFormValues>({
    action,
    resource: BANNER_AREAS[kind].resource,
    idField: "bannerId",
    schema: kind === "popup" ? popupBannerForm : bannerForm,
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
        }),
    },
  };
}
