import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { RewardForm } from "./form";
import { useRewardForm } from "./use-reward-form";

export default function RewardCreate() {
  const { t } = useTranslation("loyalty");
  const { formProps, saveButtonProps } = useRewardForm("create");
  return (
    <Create
      title={<PageTitle>{t("loyalty:rewards.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <RewardForm formProps={formProps} />
    </Create>
  );
}
