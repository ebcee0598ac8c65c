import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { FaqGroupForm } from "./form";
import { useFaqGroupForm } from "./use-faq-group-form";

export default function FaqGroupCreate() {
  const { t } = useTranslation("configuration");
  const { formProps, saveButtonProps } = useFaqGroupForm("create");
  return (
    <Create
      title={<PageTitle>{t("configuration:faq.groups.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <FaqGroupForm formProps={formProps} />
    </Create>
  );
}
