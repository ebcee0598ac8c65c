import { ThunderboltOutlined } from "@ant-design/icons";
import { useShow } from "@refinedev/core";
import { Descriptions, Flex, Typography } from "antd";
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
import {
  channelLabel,
  discountText,
  discountTypeLabel,
  scopeLabel,
  VoucherStatusTag,
} from "./labels";
import { VoucherProducts } from "./voucher-products";
import { formatDateTime, formatNumber, formatRupiah } from "@/lib/format";
import { links } from "../links";

export default function VoucherShow() {
  const { t } = useTranslation("promotions");
  const { query, result: voucher } = useShow<Voucher>({ resource: "vouchers" });
  const canGenerate = useAccess("vouchers", "generate");

  return (
    <RecordShow
      record={voucher}
      query={query}
      title={t("promotions:vouchers.titles.show")}
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
          <RecordDetails>
            <Descriptions.Item label={t("promotions:vouchers.fields.status")}>
              {/* One status: archived, expired, inactive... come first (voucherStatus). */}
              <VoucherStatusTag status={voucher.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.brand")}>
              {voucher.brandName}{" "}
              <Typography.Text code aria-label={t("promotions:vouchers.fields.codePrefix")}>
                {voucher.codePrefix}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.discount")}>
              {discountTypeLabel(t, voucher.discountType)}: {discountText(t, voucher)}
            </Descriptions.Item>
            {voucher.discountType === "PERCENTAGE" && (
              <Descriptions.Item label={t("promotions:vouchers.fields.maxDiscount")}>
                {formatRupiah(voucher.maxDiscount)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("promotions:vouchers.fields.minPurchase")}>
              {formatRupiah(voucher.minPurchase)}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.appliesTo")}>
              {scopeLabel(t, voucher.appliesTo)}
              {voucher.appliesTo === "PRODUCT_TYPES" &&
                `: ${voucher.productTypes.map((type) => productTypeLabel(t, type)).join(", ")}`}
              {voucher.appliesTo === "PRODUCTS" && <VoucherProducts ids={voucher.productIds} />}
            </Descriptions.Item>
            {/* No total is no limit: "-", as the form leaves it empty. */}
            <Descriptions.Item label={t("promotions:vouchers.fields.quota")}>
              {formatNumber(voucher.quota)}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.perCustomerLimit")}>
              {formatNumber(voucher.perCustomerLimit)}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.period")}>
              {formatDateTime(voucher.startAt)} – {formatDateTime(voucher.endAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.channels")}>
              {voucher.channels.map((channel) => channelLabel(t, channel)).join(", ")}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:vouchers.fields.description")} span="filled">
              {voucher.description || "-"}
            </Descriptions.Item>
          </RecordDetails>
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
