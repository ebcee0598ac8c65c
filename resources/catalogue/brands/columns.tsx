import { Avatar, Typography } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import type { RecordPermissions } from "@/hooks/use-access";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Brand } from "../schema/brand";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";

export function brandColumns(t: TFunction, can: RecordPermissions): ListColumn<Brand>[] {
  return [
    {
      key: "logoUrl",
      title: t("catalogue:brands.fields.logo"),
      csv: false,
      width: 64,
      render: (_, brand) => (
        <Avatar shape="square" src={brand.logoUrl || undefined} alt="">
          {brand.brandCode.slice(0, 2)}
        </Avatar>
      ),
    },
    {
      key: "brandName",
      title: t("catalogue:brands.fields.brandName"),
      sortable: true,
      alwaysVisible: true,
      render: (_, brand) => <Link to={links.brand.show(brand.brandId)}>{brand.brandName}</Link>,
    },
    {
      key: "brandCode",
      title: t("catalogue:brands.fields.brandCode"),
      sortable: true,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      key: "isActive",
      title: t("catalogue:brands.fields.isActive"),
      sortable: true,
      csv: (brand) => (brand.isActive ? t("crud.status.active") : t("crud.status.inactive")),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    {
      key: "description",
      title: t("catalogue:brands.fields.description"),
      defaultHidden: true,
      ellipsis: true,
    },
    { key: "createdAt", title: t("crud.fields.createdAt"), sortable: true, render: formatDateTime },
    {
      key: "updatedAt",
      title: t("crud.fields.updatedAt"),
      sortable: true,
      defaultHidden: true,
      render: formatDateTime,
    },
    {
      key: "actions",
      title: t("crud.fields.actions"),
      csv: false,
      alwaysVisible: true,
      fixed: "right",
      render: (_, brand) => (
        <RecordActions resource="brands" id={brand.brandId} name={brand.brandName} can={can} />
      ),
    },
  ];
}
