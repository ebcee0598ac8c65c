import { Card, Flex, Statistic } from "antd";
import type { ReactNode } from "react";

/** One figure of a statistics row. */
export interface StatCard {
  key: string;
  title: ReactNode;
  /** Already formatted (`formatNumber`, `formatPoints`), or "-" while unknown. */
  value: number | string;
  /** After the value: a unit, "/ 500", a date. */
  suffix?: ReactNode;
}

/** A record page's row of figures, each in a small card; `loading` while they are being fetched. */
export function StatCards({ items, loading }: { items: readonly StatCard[]; loading?: boolean }) {
  return (
    <Flex gap={16} wrap>
      {items.map(({ key, ...statistic }) => (
        <Card size="small" key={key}>
          <Statistic {...statistic} loading={loading} />
        </Card>
      ))}
    </Flex>
  );
}
