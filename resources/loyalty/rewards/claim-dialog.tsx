import { CheckCircleFilled, CloseCircleFilled } from "@ant-design/icons";
import { useCustom, useCustomMutation, useInvalidate, type HttpError } from "@refinedev/core";
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Input,
  List,
  Modal,
  Result,
  Typography,
  theme,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VisuallyHidden } from "@/components/visually-hidden";
import type { ClaimCandidate, Reward, RewardClaim } from "../schema/reward";
import { formatDate, formatNumber, formatPhone, formatPoints } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";

/** The sentence of a rule, said as a check (passed) or as the refusal (failed), in the UI's language. */
function useRuleText(reward: Reward) {
  const { t } = useTranslation("loyalty");
  return (check: ClaimCandidate["checks"][number], candidate: ClaimCandidate) => {
    const { rule, ok } = check;
    switch (rule) {
      case "REWARD_VALID":
        return ok
          ? t("loyalty:claim.rules.REWARD_VALID.ok", { end: formatDate(reward.endAt) })
          : reward.isArchived
            ? t("loyalty:claim.rules.REWARD_VALID.archived")
            : !reward.isActive
              ? t("loyalty:claim.rules.REWARD_VALID.inactive")
              : reward.startAt > new Date().toISOString()
                ? t("loyalty:claim.rules.REWARD_VALID.notYet", {
                    start: formatDate(reward.startAt),
                  })
                : t("loyalty:claim.rules.REWARD_VALID.expired", { end: formatDate(reward.endAt) });
      case "HAS_WALLET":
        return ok ? t("loyalty:claim.rules.HAS_WALLET.ok") : t("loyalty:claim.rules.HAS_WALLET.no");
      case "PROGRAMME":
        return ok
          ? t("loyalty:claim.rules.PROGRAMME.ok", { programme: reward.loyaltyName })
          : t("loyalty:claim.rules.PROGRAMME.no", { programme: reward.loyaltyName });
      case "TIER":
        return reward.tierNames.length === 0
          ? t("loyalty:claim.rules.TIER.all")
          : ok
            ? t("loyalty:claim.rules.TIER.ok", { tier: candidate.tierName ?? "-" })
            : t("loyalty:claim.rules.TIER.no", {
                tiers: reward.tierNames.join(", "),
                tier: candidate.tierName ?? "-",
              });
      case "STOCK":
        return ok
          ? t("loyalty:claim.rules.STOCK.ok", { stock: formatNumber(reward.stock) })
          : t("loyalty:claim.rules.STOCK.no");
      case "LIMIT":
        return reward.perCustomerLimit === null
          ? t("loyalty:claim.rules.LIMIT.none")
          : ok
            ? t("loyalty:claim.rules.LIMIT.ok", {
                used: formatNumber(candidate.claimedByCustomer),
                limit: formatNumber(reward.perCustomerLimit),
              })
            : t("loyalty:claim.rules.LIMIT.no", { count: reward.perCustomerLimit });
      case "POINTS":
        return ok
          ? t("loyalty:claim.rules.POINTS.ok", {
              balance: formatPoints(candidate.balance),
              cost: formatPoints(reward.pointCost),
            })
          : t("loyalty:claim.rules.POINTS.no", {
              balance: formatPoints(candidate.balance),
              cost: formatPoints(reward.pointCost),
            });
      case "VOUCHER": {
        const voucher = reward.voucherName ?? "-";
        if (ok) return t("loyalty:claim.rules.VOUCHER.ok", { voucher });
        switch (check.reason) {
          case "ARCHIVED":
            return t("loyalty:claim.rules.VOUCHER.ARCHIVED", { voucher });
          case "EXPIRED":
            return t("loyalty:claim.rules.VOUCHER.EXPIRED", { voucher });
          case "INACTIVE":
            return t("loyalty:claim.rules.VOUCHER.INACTIVE", { voucher });
          case "SCHEDULED":
            return t("loyalty:claim.rules.VOUCHER.SCHEDULED", { voucher });
          case "USED_UP":
            return t("loyalty:claim.rules.VOUCHER.USED_UP", { voucher });
          case "CUSTOMER_LIMIT":
            return t("loyalty:claim.rules.VOUCHER.CUSTOMER_LIMIT", { voucher });
          default:
            return t("loyalty:claim.rules.VOUCHER.NO_USES_LEFT", { voucher });
        }
      }
    }
  };
}

/**
 * CLAIM_REWARD: find the customer (name, email or phone), see their balance and every rule the claim
 * must meet, confirm; the answer says what was issued (the voucher code or the product).
 */
export function ClaimDialog({ reward, onClose }: { reward: Reward; onClose: () => void }) {
  const { t } = useTranslation("loyalty");
  const { token } = theme.useToken();
  const ruleText = useRuleText(reward);
  const [q, setQ] = useState("");
  const [picked, setPicked] = useState<string>();
  const [claimed, setClaimed] = useState<RewardClaim>();
  const [failure, setFailure] = useState<string>();
  const candidatesUrl = apiPath("/rewards/{id}/claim-candidates", { id: reward.rewardId });
  const { query: found } = useCustom<ClaimCandidate[]>({
    url: candidatesUrl,
    method: "get",
    config: { query: { q } },
    queryOptions: { enabled: q.trim().length > 0 },
  });
  const { query: current } = useCustom<ClaimCandidate[]>({
    url: candidatesUrl,
    method: "get",
    config: { query: { userId: picked } },
    queryOptions: { enabled: !!picked },
  });
  const candidate = picked ? current.data?.data?.[0] : undefined;
  const { mutateAsync, mutation } = useCustomMutation<RewardClaim>();
  const invalidate = useInvalidate();
  const refused = candidate ? candidate.checks.some((check) => !check.ok) : true;

  const confirm = async () => {
    if (!candidate) return;
    setFailure(undefined);
    try {
      const answer = await mutateAsync({
        url: apiPath("/rewards/{id}/claims", { id: reward.rewardId }),
        method: "post",
        values: { userId: candidate.userId },
        successNotification: false,
        errorNotification: false,
      });
      setClaimed(answer.data);
      await invalidate({
        resource: "rewards",
        invalidates: ["list", "detail"],
        id: reward.rewardId,
      });
    } catch (error) {
      setFailure((error as HttpError).message || t("loyalty:claim.failed"));
      void current.refetch();
    }
  };

  return (
    <Modal
      open
      title={t("loyalty:claim.title", { name: reward.rewardName })}
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={
        claimed
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                {t("loyalty:actions.done")}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t("loyalty:actions.cancel")}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                disabled={!candidate || refused}
                loading={mutation.isPending}
                onClick={() => void confirm()}
              >
                {candidate
                  ? t("loyalty:claim.confirm", {
                      name: candidate.name,
                      cost: formatPoints(reward.pointCost),
                    })
                  : t("loyalty:claim.confirmNoCustomer")}
              </Button>,
            ]
      }
    >
      {claimed ? (
        <Result
          status="success"
          title={t("loyalty:claim.done", { name: claimed.customerName })}
          subTitle={
            claimed.issued.kind === "VOUCHER"
              ? t("loyalty:claim.issuedVoucher", {
                  voucher: claimed.issued.voucherName,
                  code: claimed.issued.voucherCode,
                })
              : t("loyalty:claim.issuedProduct", { product: claimed.issued.productName })
          }
          extra={
            claimed.issued.kind === "VOUCHER" && (
              <Typography.Text code copyable style={{ fontSize: 18 }}>
                {claimed.issued.voucherCode}
              </Typography.Text>
            )
          }
        />
      ) : (
        <Flex vertical gap={16}>
          <Input.Search
            allowClear
            aria-label={t("loyalty:claim.search")}
            placeholder={t("loyalty:claim.search")}
            enterButton={t("loyalty:claim.find")}
            onSearch={(value) => {
              setQ(value.trim());
              setPicked(undefined);
              setFailure(undefined);
            }}
          />
          {q && !picked && (
            <List<ClaimCandidate>
              size="small"
              bordered
              loading={found.isFetching}
              locale={{
                emptyText: found.isError
                  ? t("loyalty:claim.searchFailed")
                  : t("loyalty:claim.noCustomer"),
              }}
              dataSource={found.data?.data ?? []}
              renderItem={(row) => (
                <List.Item
                  actions={[
                    <Button
                      key="pick"
                      size="small"
                      onClick={() => setPicked(row.userId)}
                      aria-label={t("loyalty:claim.pickNamed", { name: row.name })}
                    >
                      {t("loyalty:claim.pick")}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={row.name}
                    description={`${row.email}${row.phone ? ` · ${formatPhone(row.phone)}` : ""} · ${t("loyalty:claim.balanceShort", { balance: formatPoints(row.balance) })}`}
                  />
                </List.Item>
              )}
            />
          )}
          {picked && !candidate && current.isFetching && (
            <Typography.Text>{t("loyalty:claim.checking")}</Typography.Text>
          )}
          {candidate && (
            <>
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={t("loyalty:claim.customer")}>
                  {candidate.name} · {candidate.email}
                </Descriptions.Item>
                <Descriptions.Item label={t("loyalty:wallets.fields.balance")}>
                  {t("loyalty:claim.points", { points: formatPoints(candidate.balance) })}
                </Descriptions.Item>
                <Descriptions.Item label={t("loyalty:wallets.fields.tier")}>
                  {candidate.tierName ?? "-"}
                </Descriptions.Item>
                {!refused && (
                  <Descriptions.Item label={t("loyalty:claim.after")}>
                    {t("loyalty:claim.points", {
                      points: formatPoints(candidate.balance - reward.pointCost),
                    })}
                  </Descriptions.Item>
                )}
              </Descriptions>
              <ul
                aria-label={t("loyalty:claim.checks")}
                style={{ listStyle: "none", padding: 0, margin: 0 }}
              >
                {candidate.checks.map((check) => (
                  <li
                    key={check.rule}
                    style={{ display: "flex", gap: 8, alignItems: "baseline", marginBottom: 4 }}
                  >
                    {check.ok ? (
                      <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
                    ) : (
                      <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
                    )}
                    <Typography.Text type={check.ok ? undefined : "danger"}>
                      <VisuallyHidden>
                        {check.ok ? t("loyalty:claim.passed") : t("loyalty:claim.refused")}
                      </VisuallyHidden>
                      {ruleText(check, candidate)}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
              <Button
                type="link"
                onClick={() => setPicked(undefined)}
                style={{ alignSelf: "flex-start", padding: 0 }}
              >
                {t("loyalty:claim.other")}
              </Button>
            </>
          )}
          {failure && <Alert type="error" showIcon role="alert" message={failure} />}
        </Flex>
      )}
    </Modal>
  );
}
