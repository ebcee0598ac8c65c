import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { DealerForm } from "./form";
import { useDealerForm } from "./use-dealer-form";

export default function DealerCreate() {
  const { t } = useTranslation("dealers");
  const { formProps, saveButtonProps } = useDealerForm("create");
  return (
    <Create
      title={<PageTitle>{t("dealers:dealers.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <DealerForm formProps={formProps} />
    </Create>
  );
}
