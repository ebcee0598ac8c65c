import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import { ActiveTag } from "@/components/crud/status-tag";
import type { RecordPermissions } from "@/hooks/use-access";
import { formatDateTime, formatNumber, formatRupiah } from "@/lib/format";
import { links } from "../links";
import type { Dealer } from "../schema/dealer";

export function dealerColumns(t: TFunction, can: RecordPermissions): ListColumn<Dealer>[] {
  return [
    {
      key: "dealerName",
      title: t("dealers:dealers.fields.dealerName"),
      sortable: true,
      alwaysVisible: true,
      render: (_, dealer) => (
        <Link to={links.dealer.show(dealer.dealerId)}>{dealer.dealerName}</Link>
      ),
    },
    { key: "city", title: t("dealers:dealers.fields.city"), sortable: true },
    {
      key: "creditLimit",
      title: t("dealers:dealers.fields.creditLimit"),
      sortable: true,
      align: "right",
      render: (value: number | null) => formatRupiah(value),
    },
    {
      key: "discountPercent",
      title: t("dealers:dealers.fields.discountPercent"),
      sortable: true,
      align: "right",
      render: (value: number) => `${formatNumber(value)} %`,
    },
    {
      key: "isActive",
      title: t("dealers:dealers.fields.isActive"),
      sortable: true,
      csv: (dealer) => (dealer.isActive ? t("crud.status.active") : t("crud.status.inactive")),
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    { key: "updatedAt", title: t("crud.fields.updatedAt"), sortable: true, render: formatDateTime },
    {
      key: "actions",
      title: t("crud.fields.actions"),
      csv: false,
      alwaysVisible: true,
      fixed: "right",
      render: (_, dealer) => (
        <RecordActions resource="dealers" id={dealer.dealerId} name={dealer.dealerName} can={can} />
      ),
    },
  ];
}
