import { MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { useParsed } from "@refinedev/core";
import { Button, Flex, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordLoadFailed } from "@/components/crud/record-load-failed";
import { RecordShow } from "@/components/crud/record-show";
import { StatCards } from "@/components/crud/stat-cards";
import { TableSearchForm } from "@/components/crud/table-search-form";
import { TierTag } from "../components/points";
import type { WalletPoint } from "../schema/wallet-point";
import { useAccess } from "@/hooks/use-access";
import { useWalletLedger, WalletLedger } from "./ledger";
import type { PointChangeKind } from "./point-change-form";
import { formatDate, formatDateTime, formatPhone, formatPoints } from "@/lib/format";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";

// The dialog and its rules (the schema) load when a staff member opens it.
const PointChangeDialog = lazy(() =>
  import("./point-change-form").then((module) => ({ default: module.PointChangeDialog })),
);

export default function WalletPointShow() {
  const { t } = useTranslation("loyalty");
  const { query, result: wallet } = useRecord<WalletPoint>({ resource: "wallet-points" });
  const ledger = useWalletLedger(String(useParsed().id ?? ""));
  const canAdd = useAccess("wallet-points", "addPoint");
  const canRemove = useAccess("wallet-points", "removePoint");
  const canOpenProgramme = useAccess("loyalty", "show");
  const [change, setChange] = useState<PointChangeKind>();

  return (
    <RecordShow
      record={wallet}
      query={query}
      canEdit={false}
      canDelete={false}
      actions={
        wallet && (
          <>
            {canAdd && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setChange("add")}
              >
                {t("loyalty:wallets.actions.add")}
              </Button>
            )}
            {canRemove && (
              <Button
                icon={<MinusOutlined aria-hidden />}
                onClick={() => setChange("remove")}
                disabled={wallet.balance - wallet.pendingPoints <= 0}
              >
                {t("loyalty:wallets.actions.remove")}
              </Button>
            )}
            <ChangeLogsButton to={links.wallet.changeLogs(wallet.wpId)} area="wallet-points" />
          </>
        )
      }
    >
      {/* The ledger is asked for with the wallet, before its table shows: its search form is connected in every state. */}
      <TableSearchForm table={ledger} />
      {query.isError && (
        <RecordLoadFailed message={t("loyalty:wallets.loadFailed")} query={query} />
      )}
      {wallet && (
        <Flex vertical gap={24}>
          <StatCards
            items={[
              {
                key: "balance",
                title: t("loyalty:wallets.fields.balance"),
                value: formatPoints(wallet.balance),
                suffix: t("loyalty:wallets.pointsUnit"),
              },
              {
                key: "pending",
                title: t("loyalty:wallets.fields.pendingPoints"),
                value: formatPoints(wallet.pendingPoints),
                suffix: wallet.pendingAvailableAt ? (
                  <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                    {t("loyalty:wallets.pendingFrom", {
                      date: formatDate(wallet.pendingAvailableAt),
                    })}
                  </Typography.Text>
                ) : undefined,
              },
              {
                key: "collected",
                title: t("loyalty:wallets.fields.collectedPoints"),
                value: formatPoints(wallet.collectedPoints),
              },
              {
                key: "expiring",
                title: t("loyalty:wallets.fields.expiringPoints"),
                value: formatPoints(wallet.expiringPoints),
                suffix: wallet.nextExpiryAt ? (
                  <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                    {t("loyalty:wallets.expiresOn", { date: formatDate(wallet.nextExpiryAt) })}
                  </Typography.Text>
                ) : undefined,
              },
            ]}
          />
          <RecordDetails
            items={[
              { label: t("loyalty:wallets.fields.customer"), value: wallet.customerName },
              { label: t("loyalty:wallets.fields.email"), value: wallet.customerEmail || "-" },
              {
                label: t("loyalty:wallets.fields.phone"),
                value: formatPhone(wallet.customerPhone),
              },
              {
                label: t("loyalty:wallets.fields.programme"),
                value: canOpenProgramme ? (
                  <Link to={links.loyalty.show(wallet.loyaltyId)}>{wallet.loyaltyName}</Link>
                ) : (
                  wallet.loyaltyName
                ),
              },
              {
                label: t("loyalty:wallets.fields.tier"),
                value: <TierTag name={wallet.tierName} colour={wallet.tierColour} />,
              },
              {
                label: t("loyalty:wallets.fields.lastActivityAt"),
                value: formatDateTime(wallet.lastActivityAt),
              },
              {
                label: t("loyalty:wallets.fields.memberSince"),
                value: formatDate(wallet.createdAt),
              },
            ]}
          />
          <WalletLedger table={ledger} />
        </Flex>
      )}
      {wallet && change && (
        <Suspense fallback={null}>
          <PointChangeDialog kind={change} wallet={wallet} onClose={() => setChange(undefined)} />
        </Suspense>
      )}
    </RecordShow>
  );
}
