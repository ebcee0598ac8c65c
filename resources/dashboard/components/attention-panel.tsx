import { CheckCircleOutlined, ExclamationCircleOutlined, ReloadOutlined } from "@ant-design/icons";
import { useList } from "@refinedev/core";
import { Button, Flex, Skeleton } from "antd";
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ATTENTION_FIELD } from "@/components/crud/filters";
import { useAccess } from "@/hooks/use-access";
import { globalFilterStore } from "@/hooks/use-global-filter";
import { formatNumber } from "@/lib/format";
import { filterQuery } from "@/lib/resource";
import { links as loyalty, type RewardAttention } from "@resources/loyalty/exports";
import {
  links as notifications,
  type NotificationAttention,
  type ScheduleAttention,
} from "@resources/notifications/exports";
import { links as promotions, type VoucherAttention } from "@resources/promotions/exports";
import {
  ALL_OUTLETS_PARAM,
  links as transactions,
  type TransactionAttention,
} from "@resources/transactions/exports";
import { AfterFirstView } from "./first-view";
import type { OutletChoice } from "./use-dashboard-view";
import { Text } from "@/components/plain-typography";
import { PlainCard } from "@/components/plain-card";

/** How an outlet narrows a list: by store and brand (orders), by brand (vouchers), or not at all. */
type Narrowing = "store" | "brand" | "none";

type Attention =
  | TransactionAttention
  | VoucherAttention
  | RewardAttention
  | NotificationAttention
  | ScheduleAttention;

interface Item {
  /** The attention kind: the list's `attention` filter, and the line's words (`dashboard:attention.<kind>`). */
  attention: Attention;
  /** The Refine resource whose list holds the records (and whose list permission shows the line). */
  resource: string;
  narrowing: Narrowing;
  list: (query: ReturnType<typeof filterQuery>) => string;
}

/** One line of the panel: the kind of record, the list that holds them and how an outlet narrows it. */
const item = <A extends Attention>(
  attention: A,
  resource: string,
  narrowing: Narrowing,
  list: Item["list"],
): Item => ({ attention, resource, narrowing, list });

/** The transaction list on every store (it otherwise narrows itself to the header's store). */
const allOrders: Item["list"] = (query) =>
  transactions.transaction.list({ ...query, [ALL_OUTLETS_PARAM]: "all" });

/** The records a staff member should act on today, each counted by its own list's filter. */
const ITEMS: Item[] = [
  item<TransactionAttention>("overdue", "transactions", "store", allOrders),
  item<TransactionAttention>("expiresToday", "transactions", "store", allOrders),
  item<VoucherAttention>("expiringSoon", "vouchers", "brand", promotions.voucher.list),
  item<VoucherAttention>("fewUsesLeft", "vouchers", "brand", promotions.voucher.list),
  item<RewardAttention>("noUsesLeft", "rewards", "none", loyalty.reward.list),
  item<NotificationAttention>("failed", "notification", "none", notifications.notification.list),
  item<ScheduleAttention>("dueSoon", "notification-schedule", "none", notifications.schedule.list),
];

/** The line in words: what needs doing (a count) or that nothing does (0). */
const lineText = (t: TFunction, attention: Attention, count: number) =>
  count
    ? t(`dashboard:attention.${attention}`, { count, n: formatNumber(count) })
    : t(`dashboard:attention.${attention}None`);

/**
 * The list's filters for an item: its attention kind, and the outlet where the list has one (a
 * store's brand for a list narrowed by brand only).
 */
function filtersOf(
  item: Item,
  outlet: OutletChoice & { storeBrandId?: string },
): Record<string, string | string[]> {
  const filters: Record<string, string | string[]> = { [ATTENTION_FIELD]: item.attention };
  if (item.narrowing === "store" && outlet.storeId) filters.storeId = [outlet.storeId];
  else if (item.narrowing !== "none" && (outlet.brandId || outlet.storeBrandId))
    filters.brandId = (outlet.brandId || outlet.storeBrandId)!;
  return filters;
}

/** A line of the panel (the spacing of a small list). */
const Line = ({ children }: { children: ReactNode }) => (
  <li style={{ padding: "8px 16px" }}>{children}</li>
);

/** A line whose count is on its way. */
const LoadingLine = () => (
  <Line>
    <Skeleton active title={false} paragraph={{ rows: 1, width: "80%" }} />
  </Line>
);

/** One line: its count from the list (one row asked for: only the total is read). */
function AttentionLine({ item, outlet }: { item: Item; outlet: OutletChoice }) {
  const { t } = useTranslation("dashboard");
  const { stores } = globalFilterStore.use();
  const storeBrandId = outlet.storeId
    ? stores.find((store) => store.storeId === outlet.storeId)?.companyBrandId
    : undefined;
  const filters = filtersOf(item, { ...outlet, storeBrandId });
  const { result, query } = useList({
    resource: item.resource,
    filters: Object.entries(filters).map(([field, value]) => ({
      field,
      operator: Array.isArray(value) ? "in" : "eq",
      value,
    })),
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    errorNotification: false,
  });
  if (query.isLoading) return <LoadingLine />;
  if (query.isError)
    return (
      <Line>
        <Flex gap={8} align="center" wrap>
          <Text type="danger">{t("dashboard:attention.failedToCount")}</Text>
          <Button
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => query.refetch()}
          >
            {t("dashboard:panel.retry")}
          </Button>
        </Flex>
      </Line>
    );
  const count = result.total ?? 0;
  const text = lineText(t, item.attention, count);
  return (
    <Line>
      <Flex gap={10} align="baseline">
        {count > 0 ? (
          <ExclamationCircleOutlined aria-hidden style={{ color: "#d46b08" }} />
        ) : (
          <CheckCircleOutlined aria-hidden style={{ color: "#389e0d" }} />
        )}
        {count > 0 ? (
          <Link to={item.list(filterQuery(filters))}>{text}</Link>
        ) : (
          <Text type="secondary">{text}</Text>
        )}
      </Flex>
    </Line>
  );
}

/**
 * "Needs attention today": the counts that ask for action, each a link to its list filtered to
 * exactly those records (the same filter, so the count and the list agree). Only the lines whose
 * list the user may open; none at all: no panel.
 */
export function AttentionPanel({ outlet }: { outlet: OutletChoice }) {
  const { t } = useTranslation("dashboard");
  const permitted = usePermittedItems();
  if (permitted.length === 0) return null;
  return (
    <PlainCard
      role="region"
      aria-labelledby="dashboard-attention"
      title={
        <h2 id="dashboard-attention" style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
          {t("dashboard:attention.title")}
        </h2>
      }
    >
      <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {/* The counts (a list query each) start once the figures are on screen (first-view.tsx): their
            hooks and calls would hold the figures' first render up. */}
        <AfterFirstView
          fallback={permitted.map((item) => (
            <LoadingLine key={item.attention} />
          ))}
        >
          {permitted.map((item) => (
            <AttentionLine key={item.attention} item={item} outlet={outlet} />
          ))}
        </AfterFirstView>
      </ul>
    </PlainCard>
  );
}

/** The lines whose list the user may open (one question per resource, in a fixed order). */
function usePermittedItems(): Item[] {
  const transactionsAllowed = useAccess("transactions", "list");
  const vouchersAllowed = useAccess("vouchers", "list");
  const rewardsAllowed = useAccess("rewards", "list");
  const sendsAllowed = useAccess("notification", "list");
  const schedulesAllowed = useAccess("notification-schedule", "list");
  const allowed: Record<string, boolean> = {
    transactions: transactionsAllowed,
    vouchers: vouchersAllowed,
    rewards: rewardsAllowed,
    notification: sendsAllowed,
    "notification-schedule": schedulesAllowed,
  };
  return ITEMS.filter((item) => allowed[item.resource]);
}
