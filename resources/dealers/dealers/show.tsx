import { useShow } from "@refinedev/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { PageTitle } from "@/components/crud/page-title";
import { ActiveTag } from "@/components/crud/status-tag";
import { Show } from "@/components/crud/views";
import { formatDateTime, formatNumber, formatRupiah } from "@/lib/format";
import type { Dealer } from "../schema/dealer";

export default function DealerShow() {
  const { t } = useTranslation("dealers");
  const { query, result: dealer } = useShow<Dealer>({ resource: "dealers" });
  useRecordBreadcrumb(dealer?.dealerId, dealer?.dealerName);
  return (
    <Show
      title={<PageTitle>{dealer?.dealerName ?? t("dealers:dealers.titles.show")}</PageTitle>}
      breadcrumb={false}
      isLoading={query.isLoading}
    >
      {dealer && (
        <Descriptions bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
          <Descriptions.Item label={t("dealers:dealers.fields.city")}>
            {dealer.city}
          </Descriptions.Item>
          <Descriptions.Item label={t("dealers:dealers.fields.phone")}>
            {dealer.phone ?? "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("dealers:dealers.fields.creditLimit")}>
            {formatRupiah(dealer.creditLimit)}
          </Descriptions.Item>
          <Descriptions.Item label={t("dealers:dealers.fields.discountPercent")}>
            {`${formatNumber(dealer.discountPercent)} %`}
          </Descriptions.Item>
          <Descriptions.Item label={t("dealers:dealers.fields.isActive")}>
            <ActiveTag active={dealer.isActive} />
          </Descriptions.Item>
          <Descriptions.Item label={t("crud.fields.updatedAt")}>
            {formatDateTime(dealer.updatedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t("dealers:dealers.fields.notes")} span={2}>
            {dealer.notes ?? "-"}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Show>
  );
}
