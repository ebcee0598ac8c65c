import { useCustom } from "@refinedev/core";
import { InputNumber, Space } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter, type FilterOption } from "@/components/crud/filter-fields";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { WalletPoint, WalletTier } from "../schema/wallet-point";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";

/**
 * A number filter applied when the field is left or Enter is pressed (not on every keystroke). Left
 * empty it is no filter: tabbing past it sets nothing (never 0).
 */
function BoundInput({
  value,
  onApply,
  label,
}: {
  value: number | undefined;
  onApply: (value: number | undefined) => void;
  label: string;
}) {
  const [text, setText] = useState<number | null>(value ?? null);
  useEffect(() => setText(value ?? null), [value]);
  const apply = () => {
    const next = text ?? undefined;
    if (next !== value) onApply(next);
  };
  return (
    <InputNumber<number>
      aria-label={label}
      placeholder={label}
      formatter={groupedInputFormatter}
      parser={groupedInputParser}
      value={text}
      onChange={setText}
      onBlur={apply}
      onPressEnter={apply}
      style={{ width: 150 }}
    />
  );
}

/** The wallet list's filters: tier (grouped by programme) and the balance range, kept in the URL. */
export function WalletFilters({ table }: { table: ResourceTable<WalletPoint> }) {
  const { t } = useTranslation("loyalty");
  const { query } = useCustom<WalletTier[]>({
    url: apiPath("/wallet-points/tiers"),
    method: "get",
  });
  const options = useMemo(() => {
    const groups = new Map<string, { label: string; options: FilterOption[] }>();
    for (const tier of query.data?.data ?? []) {
      const group = groups.get(tier.loyaltyId) ?? { label: tier.loyaltyName, options: [] };
      group.options.push({ value: tier.tierId, label: tier.name });
      groups.set(tier.loyaltyId, group);
    }
    return [...groups.values()];
  }, [query.data]);
  const min = table.getFilter<string>("balance", "gte");
  const max = table.getFilter<string>("balance", "lte");
  return (
    <Space wrap size={8}>
      <ChoiceFilter
        table={table}
        field="tierId"
        label={t("loyalty:wallets.filters.tier")}
        width={220}
        searchable
        loading={query.isLoading}
        options={options}
      />
      <BoundInput
        label={t("loyalty:wallets.filters.balanceMin")}
        value={min === undefined ? undefined : Number(min)}
        onApply={(value) => table.setFilter("balance", "gte", value)}
      />
      <BoundInput
        label={t("loyalty:wallets.filters.balanceMax")}
        value={max === undefined ? undefined : Number(max)}
        onApply={(value) => table.setFilter("balance", "lte", value)}
      />
    </Space>
  );
}
