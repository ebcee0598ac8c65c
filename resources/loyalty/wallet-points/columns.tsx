import { Flex } from "antd";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import { dateTimeColumn, nameColumn } from "@/components/crud/standard-columns";
import { TierTag } from "../components/points";
import type { WalletPoint } from "../schema/wallet-point";
import { formatDate, formatPhone, formatPoints } from "@/lib/format";
import { links } from "../links";

/** The wallet list's columns (`t` of the loyalty namespace). */
export function walletColumns(t: TFunction): ListColumn<WalletPoint>[] {
  return [
    nameColumn("customerName", t("loyalty:wallets.fields.customer"), (row) =>
      links.wallet.show(row.wpId),
    ),
    { key: "customerEmail", title: t("loyalty:wallets.fields.email"), sortable: true },
    {
      key: "customerPhone",
      title: t("loyalty:wallets.fields.phone"),
      defaultHidden: true,
      render: (phone?: string) => formatPhone(phone),
    },
    { key: "loyaltyName", title: t("loyalty:wallets.fields.programme"), sortable: true },
    {
      key: "tierName",
      title: t("loyalty:wallets.fields.tier"),
      sortable: true,
      render: (_, row) => <TierTag name={row.tierName} colour={row.tierColour} />,
    },
    {
      key: "balance",
      phone: true,
      title: t("loyalty:wallets.fields.balance"),
      sortable: true,
      align: "right",
      render: (value: number) => <Text strong>{formatPoints(value)}</Text>,
    },
    {
      key: "expiringPoints",
      title: t("loyalty:wallets.fields.expiringPoints"),
      sortable: true,
      align: "right",
      render: (value: number, row) =>
        value > 0 ? (
          <Flex vertical align="end">
            <span>{formatPoints(value)}</span>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {t("loyalty:wallets.expiresOn", { date: formatDate(row.nextExpiryAt) })}
            </Text>
          </Flex>
        ) : (
          "0"
        ),
    },
    dateTimeColumn("lastActivityAt", t("loyalty:wallets.fields.lastActivityAt")),
  ];
}
