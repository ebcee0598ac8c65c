import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { BannerForm } from "./banner-form";
import { bannerTexts, type BannerKind } from "./kinds";
import { useBannerForm } from "./use-banner-form";

/** /banner/{bannerId}/edit and /popup-banner/{bannerId}/edit. */
export function BannerEdit({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation("promotions");
  const form = useBannerForm(kind, "edit");
  return (
    <RecordEdit
      title={bannerTexts(t, kind).edit}
      form={form}
      recordName={form.query?.data?.data?.title}
    >
      <BannerForm kind={kind} formProps={form.formProps} />
    </RecordEdit>
  );
}
