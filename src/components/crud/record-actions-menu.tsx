import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  InboxOutlined,
  MoreOutlined,
} from "@ant-design/icons";
import type { BaseKey } from "@refinedev/core";
import { Button, Dropdown, type MenuProps } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { RecordPermissions } from "@/hooks/use-access";
import { linksByName } from "@/lib/resource";
import type { RecordAction } from "./record-action-dialog";

// The confirmation and its call load when Archive or Delete is first chosen.
const RecordActionDialog = lazy(() =>
  import("./record-action-dialog").then((module) => ({ default: module.RecordActionDialog })),
);

/** A row's actions beyond show, edit, archive and delete (a user's account mails). */
export interface MoreActions {
  items: NonNullable<MenuProps["items"]>;
  /** The menu button's accessible name on a wide screen ("More actions for Ani"). */
  label: string;
  /** One of them is under way (its button spins). */
  loading?: boolean;
}

interface RecordActionsMenuProps {
  resource: string;
  id: BaseKey;
  name: string;
  can: RecordPermissions;
  more?: MoreActions;
}

/**
 * A row's actions on a phone: one "⋯" button ("Actions for Optik Prima") whose menu offers Detail,
 * Edit, Archive and Delete as far as `can` allows, then the row's other actions. Archive and Delete
 * ask in a dialog first, with the same words as the wide screen's confirmations.
 */
export function RecordActionsMenu({ resource, id, name, can, more }: RecordActionsMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Archive or Delete chosen: its dialog, until cancelled or done; then the focus is back on the button.
  const [dialog, setDialog] = useState<RecordAction | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog(null);
    trigger.current?.focus();
  };
  const links = linksByName(resource);
  const own: NonNullable<MenuProps["items"]> = [
    can.show && {
      key: "show",
      icon: <EyeOutlined aria-hidden />,
      label: t("actions.show"),
      onClick: () => void navigate(links.show(String(id))),
    },
    can.edit && {
      key: "edit",
      icon: <EditOutlined aria-hidden />,
      label: t("actions.edit"),
      onClick: () => void navigate(links.edit(String(id))),
    },
    can.archive && {
      key: "archive",
      icon: <InboxOutlined aria-hidden />,
      label: t("actions.archive"),
      onClick: () => setDialog("archive"),
    },
    can.remove && {
      key: "delete",
      danger: true,
      icon: <DeleteOutlined aria-hidden />,
      label: t("actions.delete"),
      onClick: () => setDialog("delete"),
    },
  ].filter((item) => !!item);
  const others = more?.items ?? [];
  const items =
    own.length > 0 && others.length > 0
      ? [...own, { type: "divider" as const }, ...others]
      : [...own, ...others];
  if (items.length === 0) return null;
  return (
    <>
      <Dropdown menu={{ items }} trigger={["click"]} autoFocus>
        <Button
          ref={trigger}
          size="small"
          icon={<MoreOutlined aria-hidden />}
          aria-label={t("crud.actions.more", { name })}
          loading={more?.loading}
        />
      </Dropdown>
      {dialog && (
        <Suspense fallback={null}>
          <RecordActionDialog
            resource={resource}
            id={id}
            name={name}
            action={dialog}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
