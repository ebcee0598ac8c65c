import { Flex } from "antd";
import { Text } from "@/components/plain-typography";
import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  updatedAtColumn,
  nameColumn,
  textColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { TierTag } from "../components/points";
import type { Loyalty } from "../schema/loyalty";
import { formatPeriod, formatNumber } from "@/lib/format";
import { links } from "../links";

/** The programme list's and the archive's columns (`t` of the loyalty namespace). */
export function loyaltyColumns(t: TFunction, can: RecordPermissions): ListColumn<Loyalty>[] {
  return [
    nameColumn("loyaltyName", t("loyalty:programmes.fields.loyaltyName"), (row) =>
      links.loyalty.show(row.loyaltyId),
    ),
    {
      key: "tiers",
      title: t("loyalty:programmes.fields.tiers"),
      render: (_, row) => (
        <Flex gap={4} wrap>
          {[...row.tiers]
            .sort((a, b) => a.minPoints - b.minPoints)
            .map((tier) => (
              <TierTag key={tier.tierId} name={tier.name} colour={tier.colour} />
            ))}
        </Flex>
      ),
    },
    {
      key: "memberCount",
      phone: true,
      title: t("loyalty:programmes.fields.memberCount"),
      align: "right",
      render: (count: number) => formatNumber(count),
    },
    {
      key: "startAt",
      title: t("loyalty:programmes.fields.period"),
      sortable: true,
      render: (_, row) => <Text>{formatPeriod(row.startAt, row.endAt)}</Text>,
    },
    activeColumn(t("loyalty:programmes.fields.isActive")),
    textColumn("description", t("loyalty:programmes.fields.description"), { defaultHidden: true }),
    updatedAtColumn(t),
    recordActionsColumn(t, "loyalty", can, (row) => ({ id: row.loyaltyId, name: row.loyaltyName })),
  ];
}
