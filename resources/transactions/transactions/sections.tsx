import { Table, Tag, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RecordDetails } from "@/components/crud/record-details";
import { Link } from "react-router";
import { links as catalogueLinks, productTypeLabel } from "@resources/catalogue/exports";
import type { Transaction, TransactionItem } from "../schema/transaction";
import { computeAmounts } from "../schema/transaction-rules";
import { formulaLabel, serviceLabel, systemNote } from "./labels";
import { statusLabel } from "./status-labels";
import { SYSTEM_USER_ID } from "../schema/transaction-rules";
import { courierName } from "@resources/configuration/exports";
import { PaymentFeeBreakdown } from "./payment-fee";
import { formatDate, formatDateTime, formatPhone, formatRupiah } from "@/lib/format";
import { Money } from "@/components/money";

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A LENSA item's prescription: SPH / CYL / AXIS / ADD per eye and the PD. */
function PrescriptionView({
  prescription,
}: {
  prescription: NonNullable<TransactionItem["prescription"]>;
}) {
  const { t } = useTranslation("transactions");
  const eye = (label: string, values: { sph: number; cyl: number; axis: number; add: number }) =>
    `${label}: SPH ${signed(values.sph)} · CYL ${signed(values.cyl)} · AXIS ${values.axis}° · ADD ${signed(values.add)}`;
  return (
    <div data-testid="item-prescription" style={{ fontSize: 12 }}>
      <Typography.Text type="secondary">
        {t("transactions:items.prescription", {
          date: formatDate(prescription.examinedAt),
        })}
      </Typography.Text>
      <div>{eye(t("transactions:items.rightEye"), prescription.right)}</div>
      <div>{eye(t("transactions:items.leftEye"), prescription.left)}</div>
      <div>PD {prescription.pd} mm</div>
    </div>
  );
}

export function ItemsSection({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  return (
    <Table<TransactionItem>
      size="small"
      pagination={false}
      rowKey={(item) => `${item.productId}-${item.variantId ?? ""}`}
      dataSource={trx.items}
      scroll={{ x: 640 }}
      aria-label={t("transactions:sections.items")}
      columns={[
        {
          key: "product",
          title: t("transactions:items.product"),
          render: (_, item) => (
            <>
              <div>
                <Link to={catalogueLinks.product.show(item.productId)}>{item.productName}</Link>{" "}
                <Tag>{productTypeLabel(t, item.productType)}</Tag>
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.sku}
              </Typography.Text>
              {item.productType === "LENSA" &&
                (item.prescription ? (
                  <PrescriptionView prescription={item.prescription} />
                ) : (
                  <div style={{ fontSize: 12 }}>{t("transactions:items.noPrescription")}</div>
                ))}
              {item.bundleContents.length > 0 && (
                <div data-testid="bundle-contents" style={{ fontSize: 12 }}>
                  <Typography.Text type="secondary">
                    {t("transactions:items.bundleContents")}
                  </Typography.Text>
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {item.bundleContents.map((content) => (
                      <li key={content.productId}>
                        {content.productName}
                        {content.variantName ? ` (${content.variantName})` : ""}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          ),
        },
        {
          key: "variant",
          title: t("transactions:items.variant"),
          render: (_, item) => item.variantName ?? "-",
        },
        { key: "qty", title: t("transactions:items.qty"), dataIndex: "qty", align: "right" },
        {
          key: "unitPrice",
          title: t("transactions:items.unitPrice"),
          align: "right",
          render: (_, item) => formatRupiah(item.unitPrice),
        },
        {
          key: "lineTotal",
          title: t("transactions:items.lineTotal"),
          align: "right",
          render: (_, item) => formatRupiah(item.unitPrice * item.qty),
        },
      ]}
    />
  );
}

/** The amounts as the order's calculation formula made them. */
export function AmountsSection({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  const breakdown = computeAmounts({
    subtotal: trx.subtotal,
    shippingCost: trx.shippingCost,
    paymentFee: trx.paymentFee,
    voucher: trx.voucher,
    formula: trx.formula,
    allowZeroPayment: true, // only what the discount applies to is read here
  });
  return (
    <RecordDetails
      column={1}
      data-testid="amounts"
      items={[
        { label: t("transactions:amounts.subtotal"), value: <Money value={trx.subtotal} /> },
        {
          label: t("transactions:amounts.shippingCost"),
          value: <Money value={trx.shippingCost} />,
        },
        {
          label: t("transactions:amounts.paymentFee"),
          value: (
            <>
              <Money value={trx.paymentFee} />
              <PaymentFeeBreakdown trx={trx} />
            </>
          ),
        },
        {
          label: trx.voucher
            ? t("transactions:amounts.discountWithVoucher", { code: trx.voucher.code })
            : t("transactions:amounts.discount"),
          value: (
            <>
              {trx.discount ? "−\u00a0" : ""}
              <Money value={trx.discount || 0} />
              {trx.voucher && (
                <div style={{ fontSize: 12 }}>
                  <Typography.Text type="secondary">
                    {trx.formula === "ADVANCED"
                      ? t("transactions:amounts.appliesAdvanced", {
                          base: formatRupiah(breakdown.discountBase),
                        })
                      : t("transactions:amounts.appliesStandard", {
                          base: formatRupiah(breakdown.discountBase),
                        })}
                  </Typography.Text>
                </div>
              )}
            </>
          ),
        },
        // "Total paid" only for an order that was paid: a cancelled or waiting one was not.
        {
          label: (
            <strong>
              {trx.paidAt ? t("transactions:amounts.total") : t("transactions:amounts.totalUnpaid")}
            </strong>
          ),
          value: (
            <strong data-testid="amount-total">
              <Money value={trx.total} />
            </strong>
          ),
        },
        { label: t("transactions:amounts.formula"), value: formulaLabel(t, trx.formula) },
      ]}
    />
  );
}

export function DeliverySection({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  if (trx.deliveryType === "PICKUP" || !trx.shipping)
    return (
      <RecordDetails
        column={1}
        items={[
          { label: t("transactions:delivery.type"), value: t("transactions:delivery.PICKUP") },
          {
            label: t("transactions:delivery.pickupStore"),
            value: <Link to={catalogueLinks.store.show(trx.storeId)}>{trx.storeName}</Link>,
          },
        ]}
      />
    );
  const shipping = trx.shipping;
  return (
    <RecordDetails
      column={1}
      items={[
        { label: t("transactions:delivery.type"), value: t("transactions:delivery.DELIVERY") },
        {
          label: t("transactions:delivery.courier"),
          value: (
            <>
              {courierName(shipping.courier)} · {serviceLabel(t, shipping.service)}
            </>
          ),
        },
        {
          label: t("transactions:delivery.trackingNumber"),
          value: <span data-testid="tracking-number">{shipping.trackingNumber ?? "-"}</span>,
        },
        {
          label: t("transactions:delivery.recipient"),
          value: (
            <>
              {shipping.recipientName} · {formatPhone(shipping.phone)}
            </>
          ),
        },
        {
          label: t("transactions:delivery.address"),
          value: (
            <>
              {shipping.address}, {shipping.city}, {shipping.province} {shipping.postalCode}
            </>
          ),
        },
        {
          label: t("transactions:delivery.fromStore"),
          value: <Link to={catalogueLinks.store.show(trx.storeId)}>{trx.storeName}</Link>,
        },
      ]}
    />
  );
}

export function PaymentSection({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  return (
    <RecordDetails
      column={1}
      items={[
        { label: t("transactions:fields.paymentChannel"), value: trx.channelName },
        {
          label: t("transactions:fields.paymentCode"),
          value: <Typography.Text copyable>{trx.paymentCode}</Typography.Text>,
        },
        {
          label: t("transactions:fields.paymentExpiresAt"),
          value: formatDateTime(trx.paymentExpiresAt),
        },
        { label: t("transactions:fields.paidAt"), value: formatDateTime(trx.paidAt) },
      ]}
    />
  );
}

/** Every status change, oldest first: from → to, the note, who and when. */
export function TimelineSection({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  return (
    <Timeline
      data-testid="status-timeline"
      items={trx.statusHistory.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        color: index === trx.statusHistory.length - 1 ? "blue" : "gray",
        children: (
          <div>
            <Typography.Text strong>
              {entry.from
                ? t("transactions:timeline.move", {
                    from: statusLabel(t, entry.from),
                    to: statusLabel(t, entry.to),
                  })
                : t("transactions:timeline.created", { to: statusLabel(t, entry.to) })}
            </Typography.Text>
            <div>{entry.noteKey ? systemNote(t, entry.noteKey) : entry.note}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("transactions:timeline.byAt", {
                name:
                  entry.by.userId === SYSTEM_USER_ID
                    ? t("transactions:timeline.system")
                    : entry.by.name,
                when: formatDateTime(entry.at),
              })}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
