import { ThunderboltOutlined } from "@ant-design/icons";
import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/crud/link-button";
import { RecordArchiveButton } from "@/components/crud/record-archive";
import { RecordDetails } from "@/components/crud/record-details";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordShow } from "@/components/crud/record-show";
import { StatCards } from "@/components/crud/stat-cards";
import { productTypeLabel } from "@resources/catalogue/exports";
import type { Voucher } from "../schema/voucher";
import { useAccess } from "@/hooks/use-access";
import { VoucherCodesTable } from "./codes-table";
import { VoucherCodeBatches } from "./code-batches";
import { channelLabel, scopeLabel, VoucherStatusTag } from "./labels";
import { discountText, discountTypeLabel } from "./voucher-labels";
import { VoucherProducts } from "./voucher-products";
import { formatDateTimePeriod, formatNumber } from "@/lib/format";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";
import { Money } from "@/components/money";

export default function VoucherShow() {
  const { t } = useTranslation("promotions");
  const { query, result: voucher } = useRecord<Voucher>({ resource: "vouchers" });
  const canGenerate = useAccess("vouchers", "generate");

  return (
    <RecordShow
      record={voucher}
      query={query}
      actions={
        voucher && (
          <>
            {canGenerate && !voucher.isArchived && voucher.status !== "EXPIRED" && (
              <LinkButton
                to={links.voucher.generate({ voucherId: voucher.voucherId })}
                icon={<ThunderboltOutlined aria-hidden />}
              >
                {t("promotions:vouchers.actions.generate")}
              </LinkButton>
            )}
            <ChangeLogsButton to={links.voucher.changeLogs(voucher.voucherId)} area="vouchers" />
            <RecordArchiveButton resource="vouchers" record={voucher} />
          </>
        )
      }
    >
      {voucher && (
        <Flex vertical gap={24}>
          <StatCards
            items={[
              {
                key: "codeCount",
                title: t("promotions:vouchers.fields.codeCount"),
                value: formatNumber(voucher.codeCount),
              },
              {
                key: "issued",
                title: t("promotions:vouchers.fields.issued"),
                value: formatNumber(voucher.issued),
              },
              {
                key: "used",
                title: t("promotions:vouchers.fields.used"),
                value: formatNumber(voucher.used),
                suffix: voucher.quota === null ? undefined : `/ ${formatNumber(voucher.quota)}`,
              },
            ]}
          />
          <RecordDetails
            items={[
              {
                label: t("promotions:vouchers.fields.status"),
                // One status: archived, expired, inactive... come first (voucherStatus).
                value: <VoucherStatusTag status={voucher.status} />,
              },
              {
                label: t("promotions:vouchers.fields.brand"),
                value: (
                  <>
                    {voucher.brandName}{" "}
                    <Typography.Text code aria-label={t("promotions:vouchers.fields.codePrefix")}>
                      {voucher.codePrefix}
                    </Typography.Text>
                  </>
                ),
              },
              {
                label: t("promotions:vouchers.fields.discount"),
                value: (
                  <>
                    {discountTypeLabel(t, voucher.discountType)}: {discountText(t, voucher)}
                  </>
                ),
              },
              voucher.discountType === "PERCENTAGE" && {
                label: t("promotions:vouchers.fields.maxDiscount"),
                value: <Money value={voucher.maxDiscount} />,
              },
              {
                label: t("promotions:vouchers.fields.minPurchase"),
                value: <Money value={voucher.minPurchase} />,
              },
              {
                label: t("promotions:vouchers.fields.appliesTo"),
                value: (
                  <>
                    {scopeLabel(t, voucher.appliesTo)}
                    {voucher.appliesTo === "PRODUCT_TYPES" &&
                      `: ${voucher.productTypes.map((type) => productTypeLabel(t, type)).join(", ")}`}
                    {voucher.appliesTo === "PRODUCTS" && (
                      <VoucherProducts ids={voucher.productIds} />
                    )}
                  </>
                ),
              },
              // No total is no limit: "-", as the form leaves it empty.
              {
                label: t("promotions:vouchers.fields.quota"),
                value: formatNumber(voucher.quota),
              },
              {
                label: t("promotions:vouchers.fields.perCustomerLimit"),
                value: formatNumber(voucher.perCustomerLimit),
              },
              {
                label: t("promotions:vouchers.fields.period"),
                value: <>{formatDateTimePeriod(voucher.startAt, voucher.endAt)}</>,
              },
              {
                label: t("promotions:vouchers.fields.channels"),
                value: voucher.channels.map((channel) => channelLabel(t, channel)).join(", "),
              },
              {
                label: t("promotions:vouchers.fields.description"),
                value: voucher.description || "-",
                span: "filled",
              },
            ]}
          />
          <section aria-labelledby="voucher-codes-title">
            <Typography.Title level={2} id="voucher-codes-title" style={{ fontSize: 18 }}>
              {t("promotions:vouchers.codes.title")}
            </Typography.Title>
            <VoucherCodesTable voucherId={voucher.voucherId} />
          </section>
          <VoucherCodeBatches voucher={voucher} />
        </Flex>
      )}
    </RecordShow>
  );
}
