import { Card, Col, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordLoadFailed } from "@/components/crud/record-load-failed";
import { RecordShow } from "@/components/crud/record-show";
import type { Transaction } from "../schema/transaction";
import { PaymentStatusTag, TransactionStatusTag, deliveryLabel } from "./labels";
import {
  AmountsSection,
  DeliverySection,
  ItemsSection,
  PaymentSection,
  TimelineSection,
} from "./sections";
import { StatusChangeForm } from "./status-change-form";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime, formatPhone } from "@/lib/format";
import { links as catalogueLinks } from "@resources/catalogue/exports";
import { links as userLinks } from "@resources/users/exports";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";
import { Money } from "@/components/money";

/** /transactions/:id: the order as staff follow it up, and its status moves. */
export default function TransactionShow() {
  const { t } = useTranslation("transactions");
  const { query, result: trx } = useRecord<Transaction>({
    resource: "transactions",
    queryOptions: { refetchOnWindowFocus: false },
  });
  const mayEdit = useAccess("transactions", "edit");

  return (
    <RecordShow
      record={trx}
      query={query}
      title={t("transactions:titles.show")}
      canEdit={false}
      canDelete={false}
      actions={
        trx && (
          <ChangeLogsButton
            to={links.transaction.changeLogs(trx.transactionId)}
            area="transaction-change-logs"
          />
        )
      }
    >
      {query.isError && (
        <RecordLoadFailed message={t("transactions:show.loadFailed")} query={query} />
      )}
      {trx && (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <RecordDetails
            column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
            data-testid="transaction-summary"
            items={[
              {
                label: t("transactions:fields.status"),
                value: <TransactionStatusTag status={trx.status} />,
              },
              {
                label: t("transactions:fields.paymentStatus"),
                value: <PaymentStatusTag status={trx.paymentStatus} />,
              },
              { label: t("transactions:fields.total"), value: <Money value={trx.total} /> },
              {
                label: t("transactions:fields.customer"),
                value: (
                  <>
                    <Link to={userLinks.customer.show(trx.customerId)}>{trx.customerName}</Link>
                    <div style={{ fontSize: 12 }}>
                      {trx.customerEmail} · {formatPhone(trx.customerPhone)}
                    </div>
                  </>
                ),
              },
              {
                label: t("transactions:fields.store"),
                value: <Link to={catalogueLinks.store.show(trx.storeId)}>{trx.storeName}</Link>,
              },
              { label: t("transactions:delivery.type"), value: deliveryLabel(t, trx.deliveryType) },
              { label: t("transactions:fields.createdAt"), value: formatDateTime(trx.createdAt) },
              { label: t("transactions:fields.updatedAt"), value: formatDateTime(trx.updatedAt) },
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={15}>
              <Space direction="vertical" size={16} style={{ width: "100%" }}>
                <Card size="small" title={t("transactions:sections.items")}>
                  <ItemsSection trx={trx} />
                </Card>
                <Row gutter={[16, 16]}>
                  <Col xs={24} md={12}>
                    <Card size="small" title={t("transactions:sections.delivery")}>
                      <DeliverySection trx={trx} />
                    </Card>
                  </Col>
                  <Col xs={24} md={12}>
                    <Card size="small" title={t("transactions:sections.payment")}>
                      <PaymentSection trx={trx} />
                    </Card>
                  </Col>
                </Row>
              </Space>
            </Col>
            <Col xs={24} xl={9}>
              <Space direction="vertical" size={16} style={{ width: "100%" }}>
                <Card size="small" title={t("transactions:sections.amounts")}>
                  <AmountsSection trx={trx} />
                </Card>
                {mayEdit && (
                  <Card size="small" title={t("transactions:move.title")}>
                    <StatusChangeForm transaction={trx} reload={() => query.refetch()} />
                  </Card>
                )}
                <Card size="small" title={t("transactions:sections.timeline")}>
                  <TimelineSection trx={trx} />
                </Card>
              </Space>
            </Col>
          </Row>
        </Space>
      )}
    </RecordShow>
  );
}
