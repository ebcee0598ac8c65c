import { Space, type TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import { RecordActions } from "@/components/crud/record-actions";
import { ActiveTag } from "@/components/crud/status-tag";
import { moveColumn } from "@/components/sortable-table/move-buttons";
import { handleColumn } from "@/components/sortable-table/sortable-table";
import type { RecordPermissions } from "@/hooks/use-access";
import { FaqGroupIconView, groupName, iconLabel } from "../components/faq-group-icons";
import type { FaqGroup } from "../schema/faq";
import { DeleteGroupButton } from "./delete-button";
import { links } from "../links";

interface GroupReorder {
  /** How many groups there are (the last one cannot move down). */
  total: number;
  /** While a new order is being saved, nothing else moves. */
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}

/**
 * The group list's columns. Those who may change groups get a drag handle and Move up / Move down
 * buttons on each row; the place shown is the row's position (the stored orders are 1, 2, 3…).
 */
export function faqGroupColumns(
  t: TFunction,
  language: string,
  can: RecordPermissions,
  reorder: GroupReorder,
  /** A phone: one name (in the interface's language) with its icon; no order or active column. */
  compact = false,
): TableColumnsType<FaqGroup> {
  const columns: TableColumnsType<FaqGroup> = [];
  if (can.edit)
    columns.push(
      handleColumn(
        t("configuration:faq.groups.reorder.column"),
        (group) =>
          t("configuration:faq.groups.reorder.handle", { name: groupName(group, language) }),
        reorder.busy,
      ),
    );
  const icon = (group: FaqGroup) => (
    <span title={iconLabel(t, group.icon)} style={{ fontSize: 18 }}>
      <FaqGroupIconView icon={group.icon} />
    </span>
  );
  // A phone: the place shows in the rows' order, and the icon beside the name.
  if (!compact)
    columns.push(
      {
        key: "order",
        title: t("configuration:faq.fields.order"),
        width: 72,
        render: (_, __, index) => index + 1,
      },
      {
        key: "icon",
        title: t("configuration:faq.fields.icon"),
        width: 72,
        render: (_, group) => icon(group),
      },
    );
  columns.push({
    // A phone shows the name in the interface's language; a wide screen both names.
    key: compact ? "name" : "nameId",
    title: t(compact ? "configuration:faq.fields.group" : "configuration:faq.fields.nameId"),
    render: (_, group) => {
      const name = compact ? groupName(group, language) : group.nameId;
      return (
        <Space size={6}>
          {compact && icon(group)}
          {can.edit ? <RowLink to={links.faqGroup.edit(group.faqGroupId)}>{name}</RowLink> : name}
          {compact && !group.isActive && <ActiveTag active={false} />}
        </Space>
      );
    },
  });
  if (!compact)
    columns.push({
      key: "nameEn",
      dataIndex: "nameEn",
      title: t("configuration:faq.fields.nameEn"),
    });
  columns.push({
    key: "faqCount",
    title: t("configuration:faq.fields.faqCount"),
    render: (_, group) => (
      // "3 FAQs" on one line, also on a phone.
      <RowLink
        to={links.faq.list({ faqGroupId: group.faqGroupId })}
        style={{ whiteSpace: "nowrap" }}
      >
        {t("configuration:faq.groups.faqCount", { count: group.faqCount })}
      </RowLink>
    ),
  });
  if (!compact)
    columns.push({
      key: "isActive",
      dataIndex: "isActive",
      title: t("configuration:faq.fields.isActive"),
      width: 110,
      render: (active: boolean) => <ActiveTag active={active} />,
    });
  if (can.edit)
    columns.push(
      moveColumn(t("configuration:faq.groups.reorder.moveColumn"), {
        total: reorder.total,
        disabled: reorder.busy,
        up: (group) =>
          t("configuration:faq.groups.reorder.up", { name: groupName(group, language) }),
        down: (group) =>
          t("configuration:faq.groups.reorder.down", { name: groupName(group, language) }),
        onMove: reorder.onMove,
      }),
    );
  if (can.edit || can.remove)
    columns.push({
      key: "actions",
      title: t("translation:crud.fields.actions"),
      width: compact ? 84 : 110,
      render: (_, group) => (
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
    });
  return columns;
}
