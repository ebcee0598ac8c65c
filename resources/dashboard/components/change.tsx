import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from "@ant-design/icons";

import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { changePercent } from "../schema/periods";
import type { Comparison } from "../schema/dashboard";
import { Text } from "@/components/plain-typography";

/**
 * How a figure moved against the span before, in words with an arrow (never colour alone):
 * "▲ 12 % more than yesterday by this time". `basis` names the span compared with.
 */
export function Change({ value, basis }: { value: Comparison; basis: string }) {
  const { t } = useTranslation("dashboard");
  const percent = changePercent(value.current, value.previous);
  if (percent === null)
    return (
      <Text type="secondary" style={{ fontSize: 13 }}>
        {t("dashboard:change.none", { basis })}
      </Text>
    );
  const up = percent > 0;
  const same = percent === 0;
  const Icon = same ? MinusOutlined : up ? ArrowUpOutlined : ArrowDownOutlined;
  const text = same
    ? t("dashboard:change.same", { basis })
    : up
      ? t("dashboard:change.up", { percent: formatNumber(percent), basis })
      : t("dashboard:change.down", { percent: formatNumber(-percent), basis });
  return (
    <Text
      style={{ fontSize: 13, color: same ? undefined : up ? "#237804" : "#a8071a" }}
      type={same ? "secondary" : undefined}
    >
      <Icon aria-hidden /> {text}
    </Text>
  );
}
