import { useCustom } from "@refinedev/core";
import { Button, Flex, Input, Select, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ErrorState } from "@/components/error-state";
import { TableEmptyText } from "@/components/crud/table-empty";
import type { VoucherCode } from "../schema/voucher";
import { CODE_STATES } from "../schema/voucher-rules";
import { CodeStateTag, codeStateLabel } from "./labels";
import { formatDateTime } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { links as transactions } from "@resources/transactions/exports";
import { links as users } from "@resources/users/exports";
import { usePaginationTotal } from "@/components/crud/pagination-total";
import { useFetchWhileRendering } from "@/lib/fetch-while-rendering";

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;

/**
 * A voucher's codes with their state (unused, issued or used with the customer and transaction,
 * expired): searched, filtered and paged by the server; the search, state and page are in the URL.
 */
export function VoucherCodesTable({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation("promotions");
  const showTotal = usePaginationTotal();
  const [params, setParams] = useSearchParams();
  const q = params.get("codesQ") ?? "";
  const state = params.get("codesState") ?? undefined;
  const page = Math.max(1, Number(params.get("codesPage")) || 1);
  const asked = Number(params.get("codesSize"));
  const pageSize = PAGE_SIZES.includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const early = useFetchWhileRendering();
  const { query } = useCustom<{ results: VoucherCode[]; count: number }>({
    url: apiPath("/vouchers/{id}/codes", { id: voucherId }),
    method: "get",
    config: {
      query: {
        _start: (page - 1) * pageSize,
        _end: page * pageSize,
        _sort: "code",
        _order: "asc",
        ...(q ? { q } : {}),
        ...(state ? { state } : {}),
      },
    },
    queryOptions: { placeholderData: (previous) => previous, ...early.queryOptions },
  });
  early.startIfWaiting(query.fetchStatus);
  const data = query.data?.data;
  const title = t("promotions:vouchers.codes.title");

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          aria-label={t("promotions:vouchers.codes.search")}
          placeholder={t("promotions:vouchers.codes.search")}
          style={{ width: 300 }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ codesQ: value.trim() || undefined, codesPage: undefined })}
        />
        <Select
          allowClear
          aria-label={t("promotions:vouchers.codes.state")}
          placeholder={t("promotions:vouchers.codes.state")}
          style={{ width: 170 }}
          value={state}
          onChange={(value?: string) => update({ codesState: value, codesPage: undefined })}
          options={CODE_STATES.map((item) => ({ value: item, label: codeStateLabel(t, item) }))}
        />
      </Flex>
      {query.isError ? (
        <ErrorState
          title={t("promotions:vouchers.codes.loadFailed")}
          subTitle={query.error?.message}
          extra={<Button onClick={() => void query.refetch()}>{t("crud.errorState.retry")}</Button>}
        />
      ) : (
        <Table<VoucherCode>
          aria-label={title}
          size="small"
          rowKey="codeId"
          loading={query.isFetching}
          dataSource={data?.results ?? []}
          scroll={{ x: "max-content" }}
          locale={{
            // Empty is said once the codes have loaded, never while they load.
            emptyText: query.isLoading ? (
              " "
            ) : (
              <TableEmptyText>
                {q || state
                  ? t("promotions:vouchers.codes.emptyFiltered")
                  : t("promotions:vouchers.codes.empty")}
              </TableEmptyText>
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            pageSizeOptions: PAGE_SIZES,
            total: data?.count ?? 0,
            showSizeChanger: true,
            showTotal,
            onChange: (next, size) =>
              update(
                size !== pageSize
                  ? {
                      codesPage: undefined,
                      codesSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size),
                    }
                  : { codesPage: next > 1 ? String(next) : undefined },
              ),
          }}
          columns={[
            {
              key: "code",
              dataIndex: "code",
              title: t("promotions:vouchers.codes.code"),
              render: (code: string) => (
                <Typography.Text code copyable>
                  {code}
                </Typography.Text>
              ),
            },
            {
              key: "state",
              dataIndex: "state",
              title: t("promotions:vouchers.codes.state"),
              render: (value: VoucherCode["state"]) => <CodeStateTag state={value} />,
            },
            {
              key: "customer",
              title: t("promotions:vouchers.codes.customer"),
              render: (_, code) =>
                code.customerId ? (
                  <Link to={users.customer.show(code.customerId)}>{code.customerName}</Link>
                ) : (
                  "-"
                ),
            },
            {
              key: "transaction",
              title: t("promotions:vouchers.codes.transaction"),
              render: (_, code) =>
                code.transactionId ? (
                  <Link to={transactions.transaction.show(code.transactionId)}>
                    {code.transactionCode}
                  </Link>
                ) : (
                  "-"
                ),
            },
            {
              key: "usedAt",
              title: t("promotions:vouchers.codes.when"),
              render: (_, code) => formatDateTime(code.usedAt ?? code.issuedAt),
            },
          ]}
        />
      )}
    </Flex>
  );
}
