import { Flex } from "antd";
import { RowTag } from "@/components/crud/row-tag";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  thumbnailColumn,
  updatedAtColumn,
  nameColumn,
  Wrap,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Reward } from "../schema/reward";
import { formatPeriod, formatNumber, formatPoints } from "@/lib/format";
import { links } from "../links";
import { rewardTiersText, rewardTypeLabel } from "./labels";

/** The reward list's and the archive's columns (`t` of the loyalty namespace). */
export function rewardColumns(t: TFunction, can: RecordPermissions): ListColumn<Reward>[] {
  return [
    thumbnailColumn<Reward>("imageUrl", t("loyalty:rewards.fields.image"), (row) => ({
      src: row.imageUrl,
      initials: row.rewardName.slice(0, 2),
    })),
    nameColumn("rewardName", t("loyalty:rewards.fields.rewardName"), (row) =>
      links.reward.show(row.rewardId),
    ),
    {
      key: "rewardType",
      title: t("loyalty:rewards.fields.gives"),
      sortable: true,
      render: (_, row) => (
        <Flex vertical style={{ maxWidth: 140 }}>
          <span>
            <RowTag>{rewardTypeLabel(t, row.rewardType)}</RowTag>
          </span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {row.voucherName ?? row.productName ?? "-"}
          </Text>
        </Flex>
      ),
    },
    {
      key: "pointCost",
      phone: true,
      title: t("loyalty:rewards.fields.pointCost"),
      sortable: true,
      align: "right",
      render: (value: number) => formatPoints(value),
    },
    {
      key: "stock",
      title: t("loyalty:rewards.fields.stock"),
      sortable: true,
      align: "right",
      render: (value: number) =>
        value === 0 ? (
          <RowTag color="red">{t("loyalty:rewards.outOfStock")}</RowTag>
        ) : (
          formatNumber(value)
        ),
    },
    {
      key: "claimedCount",
      title: t("loyalty:rewards.fields.claimedCount"),
      align: "right",
      render: (value: number) => formatNumber(value),
    },
    {
      key: "loyaltyName",
      title: t("loyalty:rewards.fields.programme"),
      render: (name: string) => <Wrap at={100}>{name}</Wrap>,
    },
    {
      key: "tierNames",
      title: t("loyalty:rewards.fields.tiers"),
      defaultHidden: true,
      render: (_, row) => rewardTiersText(t, row.tierNames),
    },
    {
      key: "endAt",
      title: t("loyalty:rewards.fields.period"),
      sortable: true,
      // Two lines (from –, to) rather than one wide one: the list fits a desktop screen.
      render: (_, row) => <Wrap at={100}>{formatPeriod(row.startAt, row.endAt)}</Wrap>,
    },
    activeColumn(t("loyalty:rewards.fields.isActive")),
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "rewards", can, (row) => ({ id: row.rewardId, name: row.rewardName })),
  ];
}
