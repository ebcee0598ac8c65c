import {
  type BaseKey,
  useApiUrl,
  useCustomMutation,
  useInvalidate,
  useNotification,
  useResourceParams,
} from "@refinedev/core";
import { Popconfirm } from "antd";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

export type ArchiveKind = "archive" | "unarchive";

export interface ArchiveButtonProps {
  resource: string;
  id: BaseKey;
  /** The record's name: announced on the button and in the confirmation. */
  name: string;
  kind: ArchiveKind;
}

/**
 * Archives or brings back one record (`PATCH /{path}/{id}/archive|unarchive`), says so in a toast,
 * and refreshes the resource's lists and the record.
 */
export function useArchiveToggle(resource: string) {
  const { t } = useTranslation();
  const { resource: item } = useResourceParams({ resource });
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState(false);
  const toggle = useCallback(
    async (id: BaseKey, kind: ArchiveKind, name: string) => {
      setPending(true);
      try {
        // The API collection: `meta.apiPath` when it differs from the resource (brands → product/brands).
        const collection = String(item?.meta?.apiPath ?? resource).replace(/^\/+|\/+$/g, "");
        await mutateAsync({
          url: `${apiUrl}/${collection}/${encodeURIComponent(String(id))}/${kind}`,
          method: "patch",
          values: {},
          successNotification: false,
          errorNotification: false,
        });
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
          description: error instanceof Error ? error.message : undefined,
        });
      } finally {
        setPending(false);
      }
    },
    [resource, item?.meta, apiUrl, mutateAsync, invalidate, open, t],
  );
  return { toggle, pending };
}

/** The confirmation of Archive / Unarchive and its call (loaded when the button is first used). */
export function ArchiveConfirm({
  resource,
  id,
  name,
  kind,
  children,
}: ArchiveButtonProps & { children: ReactNode }) {
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
