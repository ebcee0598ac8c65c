import { hasCodes } from "@providers/access-control/permissions";
import { useCustom, useShow } from "@refinedev/core";
import { Alert, Card, Descriptions, Flex, Statistic, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { ArchiveToggleButton } from "@/components/crud/archive-actions";
import { PageTitle } from "@/components/crud/page-title";
import { productTypeLabel } from "@resources/catalogue/exports";
import { ActiveTag } from "@/components/crud/status-tag";
import { Show } from "@/components/crud/views";
import { TierTag } from "../components/points";
import type { Loyalty, LoyaltySummary } from "../schema/loyalty";
import { useAccess } from "@/hooks/use-access";
import { useSession } from "@/hooks/use-session";
import { EnrolButton } from "./enrol-dialog";
import { ProgrammeMembers } from "./members";
import { formatDate, formatNumber, formatPoints, formatRupiah } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";

export default function LoyaltyShow() {
  const { t } = useTranslation("loyalty");
  const { query, result: programme } = useShow<Loyalty>({ resource: "loyalty" });
  const id = programme?.loyaltyId;
  useRecordBreadcrumb(id, programme?.loyaltyName);
  const session = useSession();
  const seesMembers = hasCodes(session?.user.role.permissions, ["MEMBER.LIST"]);
  const canArchive = useAccess("loyalty", programme?.isArchived ? "unarchive" : "archive");
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
    <Show
      title={<PageTitle>{programme?.loyaltyName ?? t("loyalty:programmes.titles.show")}</PageTitle>}
      breadcrumb={false}
      isLoading={query.isLoading}
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <>
          {programme && canEnrol && !programme.isArchived && programme.isActive && (
            <EnrolButton programme={programme} />
          )}
          {programme && canArchive && (
            <ArchiveToggleButton
              resource="loyalty"
              id={programme.loyaltyId}
              name={programme.loyaltyName}
              kind={programme.isArchived ? "unarchive" : "archive"}
            />
          )}
          {defaultButtons}
        </>
      )}
    >
      {programme && (
        <Flex vertical gap={24}>
          {programme.isArchived && (
            <Alert type="warning" showIcon message={t("loyalty:programmes.archivedNotice")} />
          )}
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          >
            <Descriptions.Item label={t("loyalty:programmes.fields.requirementType")}>
              <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.fields.isActive")}>
              <ActiveTag active={programme.isActive} />
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.fields.period")}>
              {formatDate(programme.startAt)} – {formatDate(programme.endAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.fields.memberCount")}>
              {formatNumber(programme.memberCount)}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.fields.description")} span="filled">
              {programme.description || "-"}
            </Descriptions.Item>
          </Descriptions>

          <Flex gap={16} wrap>
            <Card size="small">
              <Statistic
                title={t("loyalty:programmes.summary.members")}
                value={summary ? formatNumber(summary.memberCount) : "-"}
                loading={summaryQuery.isLoading}
              />
            </Card>
            <Card size="small">
              <Statistic
                title={t("loyalty:programmes.summary.issued")}
                value={summary ? formatPoints(summary.pointsIssuedThisMonth) : "-"}
                loading={summaryQuery.isLoading}
              />
            </Card>
            <Card size="small">
              <Statistic
                title={t("loyalty:programmes.summary.redeemed")}
                value={summary ? formatPoints(summary.pointsRedeemedThisMonth) : "-"}
                loading={summaryQuery.isLoading}
              />
            </Card>
          </Flex>
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

          <Descriptions
            title={t("loyalty:programmes.rules.title")}
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          >
            <Descriptions.Item label={t("loyalty:programmes.rules.baseRate")}>
              {t("loyalty:programmes.rules.rateValue", {
                count: rules?.baseRate ?? 0,
                rate: formatNumber(rules?.baseRate ?? 0),
                unit,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.rules.birthdayBonus")}>
              {t("loyalty:programmes.rules.points", {
                points: formatPoints(rules?.birthdayBonus ?? 0),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.rules.expiry")}>
              {rules?.expiryMonths
                ? t("loyalty:programmes.rules.expiryMonths", { count: rules.expiryMonths })
                : t("loyalty:programmes.rules.noExpiry")}
            </Descriptions.Item>
            <Descriptions.Item label={t("loyalty:programmes.rules.multipliers")}>
              {multipliers.length
                ? multipliers
                    .map(([type, value]) => `${productTypeLabel(t, type)} × ${formatNumber(value)}`)
                    .join(", ")
                : t("loyalty:programmes.rules.noMultipliers")}
            </Descriptions.Item>
          </Descriptions>

          {seesMembers ? (
            <ProgrammeMembers programme={programme} />
          ) : (
            <Alert type="info" showIcon message={t("loyalty:programmes.members.noPermission")} />
          )}
        </Flex>
      )}
    </Show>
  );
}
