import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Empty, Flex, Popconfirm, Result, Skeleton, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Prescription } from "../schema/prescription";
import { PrescriptionFormModal } from "./prescription-form";
import { messageOf, useUserRecords } from "./use-user-records";
import { formatDate } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { useErrorToast } from "@/lib/error-toast";

export interface PrescriptionHistoryProps {
  userId: string;
  /** May the signed-in user add, change and delete prescriptions (PRESCRIPTION create/edit/delete)? */
  canEdit: boolean;
}

/** One table row: one eye of one prescription (R above L); the date, PD and who examined span both. */
interface EyeRow {
  key: string;
  side: "right" | "left";
  rx: Prescription;
}

const PAGE_SIZE = 10;
const signed = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));

/**
 * A customer's eye prescriptions, newest first: per examination the right and left eye's SPH, CYL, AXIS
 * and ADD, the PD, the date, who examined and a note; add and edit in a dialog, delete after a
 * confirmation. Its texts (namespace `user-records`) load before it shows, behind its own skeleton.
 */
export function PrescriptionHistory(props: PrescriptionHistoryProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <PrescriptionTable {...props} />
    </Suspense>
  );
}

function PrescriptionTable({ userId, canEdit }: PrescriptionHistoryProps) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const showError = useErrorToast();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const history = useUserRecords<Prescription>(
    "user-prescriptions",
    apiPath("/users/{userId}/prescriptions", { userId }),
    { pageSize, sortField: "examinedAt" },
  );
  const [editing, setEditing] = useState<Prescription | "new">();
  const rows: EyeRow[] = history.records.flatMap((rx) => [
    { key: `${rx.prescriptionId}-right`, side: "right", rx },
    { key: `${rx.prescriptionId}-left`, side: "left", rx },
  ]);
  const span = (row: EyeRow) => ({ rowSpan: row.side === "right" ? 2 : 0 });
  const dateOf = (rx: Prescription) => formatDate(rx.examinedAt);

  const remove = async (rx: Prescription) => {
    try {
      await history.remove(rx.prescriptionId);
      void message.success(t("users:records.prescriptions.deleted", { date: dateOf(rx) }));
    } catch (error) {
      showError(
        messageOf(error, t("users:records.prescriptions.deleteFailed", { date: dateOf(rx) })),
      );
    }
  };

  const columns: ColumnsType<EyeRow> = [
    {
      key: "examinedAt",
      title: t("users:records.prescriptions.fields.examinedAt"),
      onCell: span,
      render: (_, { rx }) => dateOf(rx),
    },
    {
      key: "eye",
      title: t("users:records.prescriptions.fields.eye"),
      render: (_, row) =>
        row.side === "right"
          ? t("users:records.prescriptions.eyes.right")
          : t("users:records.prescriptions.eyes.left"),
    },
    {
      key: "sph",
      title: t("users:records.prescriptions.fields.sph"),
      align: "right",
      render: (_, { rx, side }) => signed(rx[side].sph),
    },
    {
      key: "cyl",
      title: t("users:records.prescriptions.fields.cyl"),
      align: "right",
      render: (_, { rx, side }) => signed(rx[side].cyl),
    },
    {
      key: "axis",
      title: t("users:records.prescriptions.fields.axis"),
      align: "right",
      render: (_, { rx, side }) => `${rx[side].axis}°`,
    },
    {
      key: "add",
      title: t("users:records.prescriptions.fields.add"),
      align: "right",
      render: (_, { rx, side }) => (rx[side].add ? signed(rx[side].add) : "-"),
    },
    {
      key: "pd",
      title: t("users:records.prescriptions.fields.pd"),
      align: "right",
      onCell: span,
      render: (_, { rx }) => t("users:records.prescriptions.mm", { value: rx.pd }),
    },
    {
      key: "examiner",
      title: t("users:records.prescriptions.fields.examiner"),
      onCell: span,
      render: (_, { rx }) => rx.examiner || "-",
    },
    {
      key: "notes",
      title: t("users:records.prescriptions.fields.notes"),
      onCell: span,
      render: (_, { rx }) => rx.notes || "-",
    },
  ];
  if (canEdit)
    columns.push({
      key: "actions",
      title: t("users:records.common.actions"),
      onCell: span,
      render: (_, { rx }) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t("users:records.prescriptions.editOne", { date: dateOf(rx) })}
            onClick={() => setEditing(rx)}
          >
            {t("users:records.common.edit")}
          </Button>
          <Popconfirm
            title={t("users:records.prescriptions.deleteConfirm", { date: dateOf(rx) })}
            okText={t("users:records.common.delete")}
            cancelText={t("users:records.common.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(rx)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t("users:records.prescriptions.deleteOne", { date: dateOf(rx) })}
            >
              {t("users:records.common.delete")}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    });

  let body;
  if (history.query.isLoading) body = <Skeleton active />;
  else if (history.query.isError)
    body = (
      <Result
        status="warning"
        title={t("users:records.prescriptions.loadError")}
        subTitle={messageOf(history.query.error, "")}
        extra={
          <Button onClick={() => void history.query.refetch()}>
            {t("users:records.common.retry")}
          </Button>
        }
      />
    );
  else if (history.records.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t("users:records.prescriptions.empty")}
      />
    );
  else
    body = (
      <>
        <Table<EyeRow>
          aria-label={t("users:records.prescriptions.title")}
          size="small"
          bordered
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={history.query.isFetching}
          scroll={{ x: 900 }}
        />
        {history.total > history.records.length && (
          <Button type="link" onClick={() => setPageSize((size) => size + PAGE_SIZE)}>
            {t("users:records.prescriptions.more", {
              count: history.total - history.records.length,
            })}
          </Button>
        )}
      </>
    );

  return (
    <section aria-label={t("users:records.prescriptions.title")}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("users:records.prescriptions.title")}
        </Typography.Title>
        {canEdit && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={history.query.isError}
            onClick={() => setEditing("new")}
          >
            {t("users:records.prescriptions.add")}
          </Button>
        )}
      </Flex>
      <div style={{ marginTop: 12 }}>{body}</div>
      {editing && (
        <PrescriptionFormModal
          record={editing === "new" ? undefined : editing}
          onSave={(values) =>
            editing === "new"
              ? history.create(values)
              : history.update(editing.prescriptionId, {
                  ...values,
                  updatedAt: editing.updatedAt,
                })
          }
          onClose={(saved) => {
            setEditing(undefined);
            if (saved)
              void message.success(
                editing === "new"
                  ? t("users:records.prescriptions.added")
                  : t("users:records.prescriptions.saved"),
              );
          }}
        />
      )}
    </section>
  );
}
