import { Space } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import { actionsColumn, activeColumn, updatedAtColumn } from "@/components/crud/standard-columns";
import { FaqGroupIconView, iconLabel } from "../components/faq-group-icons";
import type { FaqGroup } from "../schema/faq";
import { RecordActions } from "@/components/crud/record-actions";
import { DeleteGroupButton } from "./delete-button";
import { links } from "../links";

export function faqGroupColumns(
  t: TFunction,
  can: { edit: boolean; remove: boolean },
): ListColumn<FaqGroup>[] {
  return [
    { key: "order", title: t("configuration:faq.fields.order"), sortable: true, width: 90 },
    {
      key: "icon",
      title: t("configuration:faq.fields.icon"),
      width: 80,
      csv: (group) => iconLabel(t, group.icon),
      render: (_, group) => (
        <span title={iconLabel(t, group.icon)} style={{ fontSize: 18 }}>
          <FaqGroupIconView icon={group.icon} />
        </span>
      ),
    },
    {
      key: "nameId",
      title: t("configuration:faq.fields.nameId"),
      sortable: true,
      alwaysVisible: true,
      render: (_, group) =>
        can.edit ? (
          <Link to={links.faqGroup.edit(group.faqGroupId)}>{group.nameId}</Link>
        ) : (
          group.nameId
        ),
    },
    { key: "nameEn", title: t("configuration:faq.fields.nameEn"), sortable: true },
    {
      key: "faqCount",
      title: t("configuration:faq.fields.faqCount"),
      render: (count: number, group) => (
        <Link to={links.faq.list({ faqGroupId: group.faqGroupId })}>
          {t("configuration:faq.groups.faqCount", { count })}
        </Link>
      ),
      csv: (group) => String(group.faqCount),
    },
    activeColumn(t, t("configuration:faq.fields.isActive")),
    updatedAtColumn(t, { defaultHidden: true }),
    actionsColumn(
      t,
      (group) => (
        <Space size="small">
          <RecordActions
            resource="faq-group"
            id={group.faqGroupId}
            name={group.nameEn}
            can={{ show: false, edit: can.edit, remove: false }}
          />
          {can.remove && <DeleteGroupButton group={group} />}
        </Space>
      ),
      { fixed: false },
    ),
  ];
}
