import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { PageContentForm } from "./form";
import { usePageContentForm } from "./use-page-content-form";
import { formatDateTime } from "@/lib/format";

export default function PageContentEdit() {
  const { t } = useTranslation("configuration");
  const form = usePageContentForm("edit");
  const page = form.query?.data?.data;
  return (
    <RecordEdit form={form} recordName={page?.titleId}>
      {page && (
        <Typography.Paragraph type="secondary">
          {t("configuration:pageContent.lastChange", {
            name: page.updatedBy?.name ?? "-",
            at: formatDateTime(page.updatedAt),
          })}
        </Typography.Paragraph>
      )}
      <PageContentForm formProps={form.formProps} />
    </RecordEdit>
  );
}
