import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { Button, Flex, Image, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArchivedNotice, RecordArchiveButton } from "@/components/crud/record-archive";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Reward } from "../schema/reward";
import { useAccess } from "@/hooks/use-access";
import { ClaimDialog } from "./claim-dialog";
import { RewardClaims } from "./claims";
import { rewardTypeLabel } from "./labels";
import { formatPeriod, formatNumber, formatPoints } from "@/lib/format";
import { links } from "../links";
import { links as catalogue } from "@resources/catalogue/exports";
import { links as promotions } from "@resources/promotions/exports";
import { useRecord } from "@/components/crud/use-record";

export default function RewardShow() {
  const { t } = useTranslation("loyalty");
  const { query, result: reward } = useRecord<Reward>({ resource: "rewards" });
  const canClaim = useAccess("rewards", "claimReward");
  const [claiming, setClaiming] = useState(false);

  return (
    <RecordShow
      record={reward}
      query={query}
      canDelete={false}
      actions={
        reward && (
          <>
            {canClaim && !reward.isArchived && (
              <Button type="primary" onClick={() => setClaiming(true)}>
                {t("loyalty:claim.button")}
              </Button>
            )}
            <ChangeLogsButton to={links.reward.changeLogs(reward.rewardId)} area="rewards" />
            <RecordArchiveButton resource="rewards" record={reward} />
          </>
        )
      }
    >
      {reward && (
        <Flex vertical gap={24}>
          <ArchivedNotice record={reward} message={t("loyalty:rewards.archivedNotice")} />
          <Flex gap={24} wrap align="start">
            {reward.imageUrl ? (
              <Image
                src={reward.imageUrl}
                alt={reward.rewardName}
                width={160}
                height={160}
                style={{ objectFit: "cover" }}
              />
            ) : null}
            <RecordDetails
              style={{ flex: "1 1 480px" }}
              items={[
                {
                  label: t("loyalty:rewards.fields.gives"),
                  value: (
                    <>
                      <Tag>{rewardTypeLabel(t, reward.rewardType)}</Tag>{" "}
                      {reward.rewardType === "VOUCHER" && reward.voucherId ? (
                        <Link to={promotions.voucher.show(reward.voucherId)}>
                          {reward.voucherName}
                        </Link>
                      ) : reward.productId ? (
                        <Link to={catalogue.product.show(reward.productId)}>
                          {reward.productName}
                        </Link>
                      ) : (
                        "-"
                      )}
                    </>
                  ),
                },
                {
                  label: t("loyalty:rewards.fields.pointCost"),
                  value: t("loyalty:claim.points", { points: formatPoints(reward.pointCost) }),
                },
                {
                  label: t("loyalty:rewards.fields.stock"),
                  value:
                    reward.stock === 0 ? (
                      <Tag color="red">{t("loyalty:rewards.outOfStock")}</Tag>
                    ) : (
                      formatNumber(reward.stock)
                    ),
                },
                {
                  label: t("loyalty:rewards.fields.claimedCount"),
                  value: formatNumber(reward.claimedCount),
                },
                {
                  label: t("loyalty:rewards.fields.perCustomerLimit"),
                  value:
                    reward.perCustomerLimit === null
                      ? t("loyalty:rewards.noLimit")
                      : formatNumber(reward.perCustomerLimit),
                },
                { label: t("loyalty:rewards.fields.programme"), value: reward.loyaltyName },
                {
                  label: t("loyalty:rewards.fields.tiers"),
                  value: reward.tierNames.length
                    ? reward.tierNames.join(", ")
                    : t("loyalty:rewards.allTiers"),
                },
                {
                  label: t("loyalty:programmes.fields.requirementType"),
                  value: <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>,
                },
                {
                  label: t("loyalty:rewards.fields.period"),
                  value: <>{formatPeriod(reward.startAt, reward.endAt)}</>,
                },
                {
                  label: t("loyalty:rewards.fields.isActive"),
                  value: <ActiveTag active={reward.isActive} />,
                },
                {
                  label: t("loyalty:rewards.fields.description"),
                  value: reward.description || "-",
                  span: "filled",
                },
              ]}
            />
          </Flex>
          <RewardClaims rewardId={reward.rewardId} />
        </Flex>
      )}
      {reward && claiming && <ClaimDialog reward={reward} onClose={() => setClaiming(false)} />}
    </RecordShow>
  );
}
