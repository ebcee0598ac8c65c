import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { FaqForm } from "./form";
import { useFaqForm } from "./use-faq-form";

export default function FaqCreate() {
  const { t } = useTranslation("configuration");
  const [params] = useSearchParams();
  const { formProps, saveButtonProps } = useFaqForm("create");
  const faqGroupId = params.get("faqGroupId") ?? undefined;
  return (
    <Create
      title={<PageTitle>{t("configuration:faq.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <FaqForm
        formProps={{ ...formProps, initialValues: { faqGroupId, ...formProps.initialValues } }}
      />
    </Create>
  );
}
