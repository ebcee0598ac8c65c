import { Flex } from "antd";
import { RowTag } from "@/components/crud/row-tag";
import type { TFunction } from "i18next";
import { links } from "../links";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  createdAtColumn,
  updatedAtColumn,
  nameColumn,
  Wrap,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { serviceLabel } from "./labels";
import type { Store } from "../schema/store";
import { formatPhone } from "@/lib/format";

export function storeColumns(
  t: TFunction,
  brandName: (id: string) => string,
  can: RecordPermissions,
): ListColumn<Store>[] {
  return [
    nameColumn("storeName", t("catalogue:stores.fields.storeName"), (store) =>
      links.store.show(store.storeId),
    ),
    { key: "storeCode", title: t("catalogue:stores.fields.storeCode"), sortable: true },
    {
      key: "companyBrandId",
      title: t("catalogue:stores.fields.companyBrandId"),
      sortable: true,
      render: (id: string) => brandName(id),
    },
    {
      key: "address.city",
      title: t("catalogue:stores.fields.city"),
      sortable: true,
      dataIndex: ["address", "city"],
      render: (city: string) => <Wrap at={140}>{city}</Wrap>,
    },
    {
      key: "address.province",
      title: t("catalogue:stores.fields.province"),
      defaultHidden: true,
      dataIndex: ["address", "province"],
    },
    {
      key: "phone",
      title: t("catalogue:stores.fields.phone"),
      render: (phone: string) => formatPhone(phone),
    },
    { key: "email", title: t("catalogue:stores.fields.email"), defaultHidden: true },
    {
      key: "services",
      title: t("catalogue:stores.fields.services"),
      // The tags go onto a second line past 150 px (Japanese labels are the widest) rather than push
      // the status under the pinned actions on a desktop screen.
      render: (services: string[]) => (
        <Flex wrap gap={4} style={{ maxWidth: 150 }}>
          {services.map((service) => (
            <RowTag key={service} style={{ marginInlineEnd: 0 }}>
              {serviceLabel(t, service)}
            </RowTag>
          ))}
        </Flex>
      ),
    },
    activeColumn(t("catalogue:stores.fields.isActive")),
    createdAtColumn(t, { defaultHidden: true }),
    // Under Columns, as in the other lists: the list fits a desktop screen with its status in view.
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "stores", can, (store) => ({
      id: store.storeId,
      name: store.storeName,
    })),
  ];
}
