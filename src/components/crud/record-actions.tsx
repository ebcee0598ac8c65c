import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Dropdown, Popconfirm, Space } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RecordPermissions } from "@/hooks/use-access";
import { ArchiveToggleButton } from "./archive-actions";
import { FirstUseButton } from "./first-use-button";
import { linksByName } from "@/lib/resource";
import { usePhoneLayout } from "./phone-layout";
import { type MoreActions, RecordActionsMenu } from "./record-actions-menu";
import { useDeleteRecord } from "./use-delete-record";
import { RowLinkButton } from "./row-button";

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
  const { t } = useTranslation();
  return (
    <FirstUseButton
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t("crud.actions.delete", { name: props.name })}
      confirm={(button) => <DeleteConfirm {...props}>{button}</DeleteConfirm>}
    />
  );
}

/**
 * Show / Edit / Archive / Delete of a row, each only with its permission (see useAccess): buttons, or on
 * a phone one "⋯" menu (RecordActionsMenu).
 */
export function RecordActions({ resource, id, name, can, more }: RecordActionsProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  if (phone)
    return <RecordActionsMenu resource={resource} id={id} name={name} can={can} more={more} />;
  const links = linksByName(resource);
  return (
    <Space size={4}>
      {can.show && (
        <RowLinkButton
          to={links.show(String(id))}
          icon={<EyeOutlined aria-hidden />}
          label={t("crud.actions.show", { name })}
        />
      )}
      {can.edit && (
        <RowLinkButton
          to={links.edit(String(id))}
          icon={<EditOutlined aria-hidden />}
          label={t("crud.actions.edit", { name })}
        />
      )}
      {can.archive && (
        <ArchiveToggleButton resource={resource} id={id} name={name} kind="archive" />
      )}
      {can.remove && <DeleteRecordButton resource={resource} id={id} name={name} />}
      {more && more.items.length > 0 && (
        <Dropdown menu={{ items: more.items }} trigger={["click"]}>
          <Button
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={more.label}
            loading={more.loading}
          />
        </Dropdown>
      )}
    </Space>
  );
}
