import { DownloadOutlined } from "@ant-design/icons";
import { useCustom } from "@refinedev/core";
import { App, Button, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/error-state";
import { TableEmptyText } from "@/components/crud/table-empty";
import { formatDateTime, formatNumber } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import type { Voucher, VoucherCodeBatch } from "../schema/voucher";
import { useBatchCsv } from "./batch-csv";

/** The voucher's code batches, newest first, each downloadable again as the CSV it was made as. */
export function VoucherCodeBatches({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation("promotions");
  const { message } = App.useApp();
  const csv = useBatchCsv(voucher);
  const [busy, setBusy] = useState<string>();
  const { query } = useCustom<{ results: VoucherCodeBatch[]; count: number }>({
    url: apiPath("/vouchers/{id}/code-batches", { id: voucher.voucherId }),
    method: "get",
    // The list follows the voucher: a new batch changes its code count.
    queryOptions: { queryKey: ["voucher-code-batches", voucher.voucherId, voucher.codeCount] },
  });
  const title = t("promotions:vouchers.batches.title");

  const download = async (batch: VoucherCodeBatch) => {
    setBusy(batch.batchId);
    try {
      await csv.fetchAndSave(batch);
    } catch {
      void message.error(t("promotions:vouchers.batches.failed"));
    } finally {
      setBusy(undefined);
    }
  };

  if (query.isError)
    return (
      <ErrorState
        title={t("promotions:vouchers.batches.loadFailed")}
        subTitle={query.error?.message}
        extra={<Button onClick={() => void query.refetch()}>{t("crud.errorState.retry")}</Button>}
      />
    );
  return (
    <section aria-labelledby="voucher-batches-title">
      <Typography.Title level={2} id="voucher-batches-title" style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <Table<VoucherCodeBatch>
        aria-label={title}
        size="small"
        rowKey="batchId"
        loading={query.isFetching}
        dataSource={query.data?.data.results ?? []}
        pagination={false}
        locale={{
          emptyText: query.isLoading ? (
            " "
          ) : (
            <TableEmptyText>{t("promotions:vouchers.batches.empty")}</TableEmptyText>
          ),
        }}
        columns={[
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("promotions:vouchers.batches.madeAt"),
            render: formatDateTime,
          },
          {
            key: "count",
            dataIndex: "count",
            title: t("promotions:vouchers.batches.count"),
            align: "right",
            render: formatNumber,
          },
          {
            key: "download",
            title: t("promotions:vouchers.batches.download"),
            render: (_, batch) => {
              const label = t("promotions:vouchers.batches.downloadNamed", {
                n: formatNumber(batch.count),
                date: formatDateTime(batch.createdAt),
              });
              return (
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  title={label}
                  loading={busy === batch.batchId}
                  onClick={() => void download(batch)}
                >
                  {t("promotions:vouchers.batches.csv")}
                </Button>
              );
            },
          },
        ]}
      />
    </section>
  );
}
