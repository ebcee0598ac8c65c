import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { hasCodes } from "@providers/access-control/permissions";
import { useCustom } from "@refinedev/core";
import { Alert, Flex, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ArchivedNotice, RecordArchiveButton } from "@/components/crud/record-archive";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { StatCards } from "@/components/crud/stat-cards";
import { productTypeLabel } from "@resources/catalogue/exports";
import { ActiveTag } from "@/components/crud/status-tag";
import { TierTag } from "../components/points";
import { links } from "../links";
import type { Loyalty, LoyaltySummary } from "../schema/loyalty";
import { useAccess } from "@/hooks/use-access";
import { useSession } from "@/hooks/use-session";
import { EnrolButton } from "./enrol-dialog";
import { ProgrammeMembers } from "./members";
import { formatPeriod, formatNumber, formatPoints, formatRupiah } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { useRecord } from "@/components/crud/use-record";

export default function LoyaltyShow() {
  const { t } = useTranslation("loyalty");
  const { query, result: programme } = useRecord<Loyalty>({ resource: "loyalty" });
  const id = programme?.loyaltyId;
  const session = useSession();
  const seesMembers = hasCodes(session?.user.role.permissions, ["MEMBER.LIST"]);
  const canEnrol = useAccess("loyalty", "edit");
  const { query: summaryQuery } = useCustom<LoyaltySummary>({
    url: apiPath("/loyalty/{id}/summary", { id: id ?? "" }),
    method: "get",
    queryOptions: { enabled: !!id },
  });
  const summary = summaryQuery.data?.data;
  const perTier = new Map(summary?.membersPerTier.map((row) => [row.tierId, row.count]));
  const rules = programme?.earningRules;
  const unit = formatRupiah(rules?.unitAmount ?? 10_000);
  const tiers = [...(programme?.tiers ?? [])].sort((a, b) => a.minPoints - b.minPoints);
  const multipliers = Object.entries(rules?.multipliers ?? {}).filter(([, value]) => value !== 1);

  return (
    <RecordShow
      record={programme}
      query={query}
      canDelete={false}
      actions={
        programme && (
          <>
            {canEnrol && !programme.isArchived && programme.isActive && (
              <EnrolButton programme={programme} />
            )}
            <ChangeLogsButton to={links.loyalty.changeLogs(programme.loyaltyId)} area="loyalty" />
            <RecordArchiveButton resource="loyalty" record={programme} />
          </>
        )
      }
    >
      {programme && (
        <Flex vertical gap={24}>
          <ArchivedNotice record={programme} message={t("loyalty:programmes.archivedNotice")} />
          <RecordDetails
            items={[
              {
                label: t("loyalty:programmes.fields.requirementType"),
                value: <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>,
              },
              {
                label: t("loyalty:programmes.fields.isActive"),
                value: <ActiveTag active={programme.isActive} />,
              },
              {
                label: t("loyalty:programmes.fields.period"),
                value: <>{formatPeriod(programme.startAt, programme.endAt)}</>,
              },
              {
                label: t("loyalty:programmes.fields.memberCount"),
                value: formatNumber(programme.memberCount),
              },
              {
                label: t("loyalty:programmes.fields.description"),
                value: programme.description || "-",
                span: "filled",
              },
            ]}
          />

          <StatCards
            loading={summaryQuery.isLoading}
            items={[
              {
                key: "members",
                title: t("loyalty:programmes.summary.members"),
                value: summary ? formatNumber(summary.memberCount) : "-",
              },
              {
                key: "issued",
                title: t("loyalty:programmes.summary.issued"),
                value: summary ? formatPoints(summary.pointsIssuedThisMonth) : "-",
              },
              {
                key: "redeemed",
                title: t("loyalty:programmes.summary.redeemed"),
                value: summary ? formatPoints(summary.pointsRedeemedThisMonth) : "-",
              },
            ]}
          />
          {summaryQuery.isError && (
            <Alert type="error" showIcon message={t("loyalty:programmes.summary.failed")} />
          )}

          <Table
            aria-label={t("loyalty:programmes.tiers.title")}
            title={() => (
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t("loyalty:programmes.tiers.title")}
              </Typography.Title>
            )}
            rowKey="tierId"
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            dataSource={tiers}
            columns={[
              {
                key: "name",
                title: t("loyalty:programmes.tiers.name"),
                render: (_, tier) => <TierTag name={tier.name} colour={tier.colour} />,
              },
              {
                key: "minPoints",
                title: t("loyalty:programmes.tiers.minPoints"),
                align: "right",
                render: (_, tier) => formatPoints(tier.minPoints),
              },
              {
                key: "earnRate",
                title: t("loyalty:programmes.tiers.earnRate", { unit }),
                align: "right",
                render: (_, tier) =>
                  tier.earnRate === null
                    ? t("loyalty:programmes.tiers.baseRate", {
                        rate: formatNumber(rules?.baseRate ?? 0),
                      })
                    : formatNumber(tier.earnRate),
              },
              {
                key: "benefits",
                title: t("loyalty:programmes.tiers.benefits"),
                render: (_, tier) => tier.benefits || "-",
              },
              {
                key: "members",
                title: t("loyalty:programmes.tiers.members"),
                align: "right",
                render: (_, tier) => (summary ? formatNumber(perTier.get(tier.tierId) ?? 0) : "-"),
              },
            ]}
          />

          <RecordDetails
            title={t("loyalty:programmes.rules.title")}
            items={[
              {
                label: t("loyalty:programmes.rules.baseRate"),
                value: t("loyalty:programmes.rules.rateValue", {
                  count: rules?.baseRate ?? 0,
                  rate: formatNumber(rules?.baseRate ?? 0),
                  unit,
                }),
              },
              {
                label: t("loyalty:programmes.rules.birthdayBonus"),
                value: t("loyalty:programmes.rules.points", {
                  points: formatPoints(rules?.birthdayBonus ?? 0),
                }),
              },
              {
                label: t("loyalty:programmes.rules.expiry"),
                value: rules?.expiryMonths
                  ? t("loyalty:programmes.rules.expiryMonths", { count: rules.expiryMonths })
                  : t("loyalty:programmes.rules.noExpiry"),
              },
              {
                label: t("loyalty:programmes.rules.multipliers"),
                value: multipliers.length
                  ? multipliers
                      .map(
                        ([type, value]) => `${productTypeLabel(t, type)} × ${formatNumber(value)}`,
                      )
                      .join(", ")
                  : t("loyalty:programmes.rules.noMultipliers"),
              },
            ]}
          />

          {seesMembers ? (
            <ProgrammeMembers programme={programme} />
          ) : (
            <Alert type="info" showIcon message={t("loyalty:programmes.members.noPermission")} />
          )}
        </Flex>
      )}
    </RecordShow>
  );
}
