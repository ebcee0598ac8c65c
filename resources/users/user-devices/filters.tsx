import { useSelect } from "@refinedev/antd";
import { DatePicker, Select } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { DEVICE_PLATFORMS } from "@/contract/rules";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { User } from "../schema/user";
import type { UserDevice } from "../schema/user-device";
import { platformLabel } from "./labels";

/** Platform, user (searched on the server among every user) and the last-active range; all in the URL. */
export function DeviceFilters({ table }: { table: ResourceTable<UserDevice> }) {
  const { t } = useTranslation("users");
  const userId = table.getFilter<string>("userId");
  const { selectProps } = useSelect<User>({
    resource: "users",
    optionLabel: (user) => `${user.name} (${user.email})`,
    optionValue: "userId",
    defaultValue: userId,
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "userId" },
  });
  const from = table.getFilter<string>("lastActiveAt", "gte");
  const to = table.getFilter<string>("lastActiveAt", "lte");

  return (
    <>
      <Select
        allowClear
        aria-label={t("users:devices.filters.platform")}
        placeholder={t("users:devices.filters.platform")}
        style={{ width: 160 }}
        value={table.getFilter<string>("platform")}
        onChange={(value) => table.setFilter("platform", "eq", value)}
        options={DEVICE_PLATFORMS.map((value) => ({
          value,
          label: platformLabel(t, value),
        }))}
      />
      <Select
        showSearch
        filterOption={false}
        options={selectProps.options}
        onSearch={selectProps.onSearch}
        loading={selectProps.loading}
        allowClear
        aria-label={t("users:devices.filters.user")}
        placeholder={t("users:devices.filters.user")}
        notFoundContent={t("users:devices.filters.noUser")}
        style={{ width: 260 }}
        value={userId}
        onChange={(value) => table.setFilter("userId", "eq", value)}
      />
      <DatePicker.RangePicker
        aria-label={t("users:devices.filters.lastActive")}
        placeholder={[
          t("users:devices.filters.lastActiveFrom"),
          t("users:devices.filters.lastActiveTo"),
        ]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(range) => {
          table.setFilter("lastActiveAt", "gte", range?.[0]?.startOf("day").toISOString());
          table.setFilter("lastActiveAt", "lte", range?.[1]?.endOf("day").toISOString());
        }}
        allowEmpty={[true, true]}
      />
    </>
  );
}
