import { MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { useParsed, useShow } from "@refinedev/core";
import { Button, Card, Descriptions, Flex, Statistic, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { PageTitle } from "@/components/crud/page-title";
import { RecordLoadFailed } from "@/components/crud/record-load-failed";
import { TableSearchForm } from "@/components/crud/table-search-form";
import { Show } from "@/components/crud/views";
import { TierTag } from "../components/points";
import type { WalletPoint } from "../schema/wallet-point";
import { useAccess } from "@/hooks/use-access";
import { useWalletLedger, WalletLedger } from "./ledger";
import type { PointChangeKind } from "./point-change-form";
import { formatDate, formatDateTime, formatPoints } from "@/lib/format";
import { links } from "../links";

// The dialog and its rules (the schema) load when a staff member opens it.
const PointChangeDialog = lazy(() =>
  import("./point-change-form").then((module) => ({ default: module.PointChangeDialog })),
);

export default function WalletPointShow() {
  const { t } = useTranslation("loyalty");
  const { query, result: wallet } = useShow<WalletPoint>({ resource: "wallet-points" });
  const ledger = useWalletLedger(String(useParsed().id ?? ""));
  useRecordBreadcrumb(wallet?.wpId, wallet?.customerName);
  const canAdd = useAccess("wallet-points", "addPoint");
  const canRemove = useAccess("wallet-points", "removePoint");
  const canOpenProgramme = useAccess("loyalty", "show");
  const [change, setChange] = useState<PointChangeKind>();

  return (
    <Show
      title={<PageTitle>{wallet?.customerName ?? t("loyalty:wallets.titles.show")}</PageTitle>}
      breadcrumb={false}
      isLoading={query.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <>
          {wallet && canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setChange("add")}
            >
              {t("loyalty:wallets.actions.add")}
            </Button>
          )}
          {wallet && canRemove && (
            <Button
              icon={<MinusOutlined aria-hidden />}
              onClick={() => setChange("remove")}
              disabled={wallet.balance === 0}
            >
              {t("loyalty:wallets.actions.remove")}
            </Button>
          )}
          {defaultButtons}
        </>
      )}
    >
      {/* The ledger is asked for with the wallet, before its table shows: its search form is connected in every state. */}
      <TableSearchForm table={ledger} />
      {query.isError && (
        <RecordLoadFailed message={t("loyalty:wallets.loadFailed")} query={query} />
      )}
      {wallet && (
        <Flex vertical gap={24}>
          <Flex gap={16} wrap>
            <Card size="small">
              <Statistic
                title={t("loyalty:wallets.fields.balance")}
                value={formatPoints(wallet.balance)}
                suffix={t("loyalty:wallets.pointsUnit")}
              />
            </Card>
            <Card size="small">
              <Statistic
                title={t("loyalty:wallets.fields.collectedPoints")}
                value={formatPoints(wallet.collectedPoints)}
              />
            </Card>
            <Card size="small">
              <Statistic
                title={t("loyalty:wallets.fields.expiringPoints")}
                value={formatPoints(wallet.expiringPoints)}
                suffix={
                  wallet.nextExpiryAt ? (
                    <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                      {t("loyalty:wallets.expiresOn", { date: formatDate(wallet.nextExpiryAt) })}
                    </Typography.Text>
                  ) : undefined
                }
              />
            </Card>
          </Flex>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          >
            <Descriptions.Item label={t("loyalty:wallets.fields.customer")}>
              {wallet.customerName}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.email")}>
              {wallet.customerEmail || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.phone")}>
              {wallet.customerPhone || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.programme")}>
              {canOpenProgramme ? (
                <Link to={links.loyalty.show(wallet.loyaltyId)}>{wallet.loyaltyName}</Link>
              ) : (
                wallet.loyaltyName
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.tier")}>
              <TierTag name={wallet.tierName} colour={wallet.tierColour} />
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.lastActivityAt")}>
              {formatDateTime(wallet.lastActivityAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:wallets.fields.memberSince")}>
              {formatDate(wallet.createdAt)}
            </Descriptions.Item>
          </Descriptions>
          <WalletLedger table={ledger} />
        </Flex>
      )}
      {wallet && change && (
        <Suspense fallback={null}>
          <PointChangeDialog kind={change} wallet={wallet} onClose={() => setChange(undefined)} />
        </Suspense>
      )}
    </Show>
  );
}
