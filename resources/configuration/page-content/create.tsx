import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { PageContentForm } from "./form";
import { usePageContentForm } from "./use-page-content-form";

export default function PageContentCreate() {
  const { t } = useTranslation("configuration");
  const { formProps, saveButtonProps } = usePageContentForm("create");
  return (
    <Create
      title={<PageTitle>{t("configuration:pageContent.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <PageContentForm formProps={formProps} />
    </Create>
  );
}
