import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import { type BaseKey, useCan, useDelete } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface RecordPermissions {
  show: boolean;
  edit: boolean;
  remove: boolean;
}

/**
 * What the user may do with the records of a list, asked once per list (not
 * once per row and button: 60 permission queries per page of 20 made every
 * sort and page change slow).
 */
export function useRecordPermissions(resource: string): RecordPermissions {
  const show = useCan({ resource, action: "show" });
  const edit = useCan({ resource, action: "edit" });
  const remove = useCan({ resource, action: "delete" });
  return useMemo(
    () => ({ show: !!show.data?.can, edit: !!edit.data?.can, remove: !!remove.data?.can }),
    [show.data?.can, edit.data?.can, remove.data?.can],
  );
}

interface RecordActionsProps {
  resource: string;
  id: BaseKey;
  /** The record's name: buttons are announced as "Edit Optik Prima". */
  name: string;
  can: RecordPermissions;
}

function DeleteRecordButton({
  resource,
  id,
  name,
}: {
  resource: string;
  id: BaseKey;
  name: string;
}) {
  const { t } = useTranslation();
  const { mutate, mutation } = useDelete();
  return (
    <Popconfirm
      title={t("crud.actions.deleteConfirm", { name })}
      okText={t("crud.bulk.deleteOk")}
      cancelText={t("crud.bulk.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={() => mutate({ resource, id })}
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t("crud.actions.delete", { name })}
      />
    </Popconfirm>
  );
}

/** Show / Edit / Delete of a row, each only with its permission (see useRecordPermissions). */
export function RecordActions({ resource, id, name, can }: RecordActionsProps) {
  const { t } = useTranslation();
  const base = `/${resource}/${encodeURIComponent(String(id))}`;
  return (
    <Space size={4}>
      {can.show && (
        <Link to={base} aria-label={t("crud.actions.show", { name })}>
          <Button size="small" icon={<EyeOutlined />} tabIndex={-1} aria-hidden />
        </Link>
      )}
      {can.edit && (
        <Link to={`${base}/edit`} aria-label={t("crud.actions.edit", { name })}>
          <Button size="small" icon={<EditOutlined />} tabIndex={-1} aria-hidden />
        </Link>
      )}
      {can.remove && <DeleteRecordButton resource={resource} id={id} name={name} />}
    </Space>
  );
}
