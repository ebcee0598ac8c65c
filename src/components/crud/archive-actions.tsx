import { InboxOutlined, UndoOutlined } from "@ant-design/icons";
import { type BaseKey, useInvalidate, useNotification, useResourceParams } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest, isApiError, resourcePath } from "@providers/data";
import { useAccess } from "@/hooks/use-access";
import { LinkButton } from "./link-button";

export type ArchiveKind = "archive" | "unarchive";

/**
 * Archives or brings back one record (`PATCH /{path}/{id}/archive|unarchive`), says so in a toast,
 * and refreshes the resource's lists and the record.
 */
export function useArchiveToggle(resource: string) {
  const { t } = useTranslation();
  const { resource: item } = useResourceParams({ resource });
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const [pending, setPending] = useState(false);
  const toggle = useCallback(
    async (id: BaseKey, kind: ArchiveKind, name: string) => {
      setPending(true);
      try {
        const path = `${resourcePath(resource, item?.meta)}/${encodeURIComponent(String(id))}/${kind}`;
        await apiRequest("PATCH", path);
        open?.({
          type: "success",
          message:
            kind === "archive"
              ? t("crud.archive.archived", { name })
              : t("crud.archive.unarchived", { name }),
        });
        await invalidate({ resource, invalidates: ["list", "many", "detail"], id });
      } catch (error) {
        open?.({
          type: "error",
          message:
            kind === "archive"
              ? t("crud.archive.archiveFailed", { name })
              : t("crud.archive.unarchiveFailed", { name }),
          description: isApiError(error) ? error.message : undefined,
        });
      } finally {
        setPending(false);
      }
    },
    [resource, item?.meta, invalidate, open, t],
  );
  return { toggle, pending };
}

interface ArchiveButtonProps {
  resource: string;
  id: BaseKey;
  /** The record's name: announced on the button and in the confirmation. */
  name: string;
  kind: ArchiveKind;
}

/** The confirmation and the call, mounted once the button was first used (as the row's Delete). */
function ArchiveConfirm({
  resource,
  id,
  name,
  kind,
  children,
}: ArchiveButtonProps & { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { toggle, pending } = useArchiveToggle(resource);
  const [open, setOpen] = useState(true);
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={
        kind === "archive"
          ? t("crud.archive.archiveConfirm", { name })
          : t("crud.archive.unarchiveConfirm", { name })
      }
      okText={kind === "archive" ? t("crud.archive.archiveOk") : t("crud.archive.unarchiveOk")}
      cancelText={t("crud.bulk.cancel")}
      okButtonProps={{ loading: pending }}
      onConfirm={async () => {
        await toggle(id, kind, name);
        setOpen(false);
      }}
    >
      {children}
    </Popconfirm>
  );
}

/** A row's Archive (list) or Unarchive (archive page) button, with its confirmation. */
export function ArchiveToggleButton(props: ArchiveButtonProps) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (armed && hadFocus.current) ref.current?.focus();
  }, [armed]);
  const label =
    props.kind === "archive"
      ? t("crud.archive.archiveOne", { name: props.name })
      : t("crud.archive.unarchiveOne", { name: props.name });
  const button = (
    <Button
      ref={ref}
      size="small"
      icon={props.kind === "archive" ? <InboxOutlined aria-hidden /> : <UndoOutlined aria-hidden />}
      aria-label={label}
      title={label}
      onClick={
        armed
          ? undefined
          : (event) => {
              hadFocus.current = document.activeElement === event.currentTarget;
              setArmed(true);
            }
      }
    >
      {props.kind === "unarchive" ? t("crud.archive.unarchiveOk") : undefined}
    </Button>
  );
  return armed ? <ArchiveConfirm {...props}>{button}</ArchiveConfirm> : button;
}

/** The list page's way to its archive (`/<resource>/archive`), for those who may archive. */
export function ArchiveLink({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const may = useAccess(resource, "archive");
  if (!may) return null;
  return (
    <LinkButton to={`/${resource}/archive`} icon={<InboxOutlined aria-hidden />}>
      {t("crud.archive.open")}
    </LinkButton>
  );
}
