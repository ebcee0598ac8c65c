import { useSelect } from "@refinedev/antd";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { DEVICE_PLATFORMS } from "@/contract/rules";
import { FilterBar } from "@/components/crud/filter-bar";
import type { ResourceTable } from "@/components/crud/use-resource-table";
import type { User } from "../schema/user";
import type { UserDevice } from "../schema/user-device";
import { platformLabel } from "./labels";
import { optionsOf } from "@/lib/options";

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

  return (
    <FilterBar
      table={table}
      filters={[
        {
          kind: "choice",
          field: "platform",
          label: t("users:devices.filters.platform"),
          width: 160,
          options: optionsOf(DEVICE_PLATFORMS, (value) => platformLabel(t, value)),
        },
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
        />,
        {
          kind: "dates",
          field: "lastActiveAt",
          label: t("users:devices.filters.lastActive"),
          placeholder: [
            t("users:devices.filters.lastActiveFrom"),
            t("users:devices.filters.lastActiveTo"),
          ],
        },
      ]}
    />
  );
}
