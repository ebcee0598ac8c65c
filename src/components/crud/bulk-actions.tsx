import { CheckCircleOutlined, DeleteOutlined, StopOutlined } from "@ant-design/icons";
import { type BaseKey, type BaseRecord, useDeleteMany, useUpdateMany } from "@refinedev/core";
import { App, Button, Space, Typography } from "antd";
import type { Key } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/hooks/use-access";

interface BulkActionsProps {
  resource: string;
  selectedIds: Key[];
  onDone: () => void;
  /** Fields written by Activate / Deactivate (e.g. { isActive: true } or { status: "ACTIVE" }). */
  activateValues: BaseRecord;
  deactivateValues: BaseRecord;
  /** Offer Delete of the selected rows (with the delete permission); default true. */
  allowDelete?: boolean;
}

/**
 * Activate, deactivate and delete the selected rows. Each button shows only
 * with the permission (edit for the first two, delete for the last); delete
 * asks first.
 */
export function BulkActions({
  resource,
  selectedIds,
  onDone,
  activateValues,
  deactivateValues,
  allowDelete = true,
}: BulkActionsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = useAccess(resource, "edit");
  const canDelete = useAccess(resource, "delete") && allowDelete;
  const { mutate: updateMany, mutation: updateMutation } = useUpdateMany();
  const { mutate: deleteMany, mutation: deleteMutation } = useDeleteMany();
  const ids = selectedIds as BaseKey[];
  const count = ids.length;
  if (count === 0 || (!canEdit && !canDelete)) return null;

  const update = (values: BaseRecord) =>
    updateMany(
      {
        resource,
        ids,
        values,
        successNotification: () => ({
          type: "success",
          message: t("crud.bulk.updated", { count }),
        }),
      },
      { onSuccess: onDone },
    );

  const confirmDelete = () =>
    modal.confirm({
      title: t("crud.bulk.deleteTitle", { count }),
      content: t("crud.bulk.deleteContent"),
      okText: t("crud.bulk.deleteOk"),
      okButtonProps: { danger: true },
      cancelText: t("crud.bulk.cancel"),
      onOk: () =>
        new Promise<void>((resolve) =>
          deleteMany(
            {
              resource,
              ids,
              successNotification: () => ({
                type: "success",
                message: t("crud.bulk.deleted", { count }),
              }),
            },
            {
              onSuccess: () => {
                onDone();
                resolve();
              },
              onError: () => resolve(),
            },
          ),
        ),
    });

  return (
    <Space wrap role="group" aria-label={t("crud.bulk.label")}>
      <Typography.Text strong>{t("crud.bulk.selected", { count })}</Typography.Text>
      {canEdit && (
        <>
          <Button
            icon={<CheckCircleOutlined aria-hidden />}
            loading={updateMutation.isPending}
            onClick={() => update(activateValues)}
          >
            {t("crud.bulk.activate")}
          </Button>
          <Button
            icon={<StopOutlined aria-hidden />}
            loading={updateMutation.isPending}
            onClick={() => update(deactivateValues)}
          >
            {t("crud.bulk.deactivate")}
          </Button>
        </>
      )}
      {canDelete && (
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={deleteMutation.isPending}
          onClick={confirmDelete}
        >
          {t("crud.bulk.delete")}
        </Button>
      )}
      <Button type="link" onClick={onDone}>
        {t("crud.bulk.clear")}
      </Button>
    </Space>
  );
}
