import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { BannerForm } from "./banner-form";
import { bannerTexts, type BannerKind } from "./kinds";
import { useBannerForm } from "./use-banner-form";

/** /banner/add and /popup-banner/add. */
export function BannerCreate({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation("promotions");
  const { formProps, saveButtonProps } = useBannerForm(kind, "create");
  return (
    <Create
      title={<PageTitle>{bannerTexts(t, kind).create}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <BannerForm kind={kind} formProps={formProps} />
    </Create>
  );
}
