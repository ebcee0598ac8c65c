import type { BaseKey } from "@refinedev/core";
import { Dropdown, Popconfirm } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRowTranslation } from "@providers/i18n/row-translation";
import type { RecordPermissions } from "@/hooks/use-access";
import { ArchiveToggleButton } from "./archive-actions";
import { FirstUseButton } from "./first-use-button";
import { linksByName } from "@/lib/resource";
import { usePhoneLayout } from "./phone-layout";
import { type MoreActions, RecordActionsMenu } from "./record-actions-menu";
import { useDeleteRecord } from "./use-delete-record";
import { RowLinkButton } from "./row-button";
import { rowIcons } from "./row-icons";
import "./record-actions.css";

interface RecordActionsProps {
  resource: string;
  id: BaseKey;
  /** The record's name: buttons are announced as "Edit Optik Prima". */
  name: string;
  can: RecordPermissions;
  /**
   * The row's other actions (a user's account mails): a "⋯" menu after the buttons, or, on a phone,
   * after the record's own actions in its one menu.
   */
  more?: MoreActions;
}

interface DeleteProps {
  resource: string;
  id: BaseKey;
  name: string;
}

/** The confirmation and the delete call, mounted once the button was first used. */
function DeleteConfirm({ resource, id, name, children }: DeleteProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const { remove, pending } = useDeleteRecord(resource);
  const [open, setOpen] = useState(true);
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t("crud.actions.deleteConfirm", { name })}
      okText={t("crud.bulk.deleteOk")}
      cancelText={t("crud.bulk.cancel")}
      okButtonProps={{ danger: true, loading: pending }}
      onConfirm={() => {
        setOpen(false);
        remove(id, name);
      }}
    >
      {children}
    </Popconfirm>
  );
}

/** The row's Delete button; its confirmation and delete hook mount on first use (FirstUseButton). */
function DeleteRecordButton(props: DeleteProps) {
  const { t } = useRowTranslation();
  return (
    <FirstUseButton
      danger
      icon={rowIcons.remove}
      aria-label={t("crud.actions.delete", { name: props.name })}
      confirm={(button) => <DeleteConfirm {...props}>{button}</DeleteConfirm>}
    />
  );
}

/** The row's other actions opened: antd's menu, open from its first click on. */
function OpenedMenu({ more, children }: { more: MoreActions; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown menu={{ items: more.items }} trigger={["click"]} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}

/**
 * The row's "⋯" of its other actions. Its menu (antd's Dropdown, with its trigger and portal) mounts
 * on first use (FirstUseButton), not in each of a page's rows.
 */
function MoreActionsButton({ more }: { more: MoreActions }) {
  return (
    <FirstUseButton
      icon={rowIcons.more}
      aria-label={more.label}
      loading={more.loading}
      confirm={(button) => <OpenedMenu more={more}>{button}</OpenedMenu>}
    />
  );
}

/**
 * Show / Edit / Archive / Delete of a row, each only with its permission (see useAccess): buttons, or on
 * a phone one "⋯" menu (RecordActionsMenu).
 */
export function RecordActions({ resource, id, name, can, more }: RecordActionsProps) {
  const { t } = useRowTranslation();
  const phone = usePhoneLayout();
  if (phone)
    return <RecordActionsMenu resource={resource} id={id} name={name} can={can} more={more} />;
  const links = linksByName(resource);
  return (
    <span className="record-actions">
      {can.show && (
        <RowLinkButton
          to={links.show(String(id))}
          icon={rowIcons.show}
          label={t("crud.actions.show", { name })}
        />
      )}
      {can.edit && (
        <RowLinkButton
          to={links.edit(String(id))}
          icon={rowIcons.edit}
          label={t("crud.actions.edit", { name })}
        />
      )}
      {can.archive && (
        <ArchiveToggleButton resource={resource} id={id} name={name} kind="archive" />
      )}
      {can.remove && <DeleteRecordButton resource={resource} id={id} name={name} />}
      {more && more.items.length > 0 && <MoreActionsButton more={more} />}
    </span>
  );
}
