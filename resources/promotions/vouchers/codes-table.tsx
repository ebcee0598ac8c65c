import { useCustom, useDataProvider, useMeta } from "@refinedev/core";
import { Button, Flex, Input, Select, Table } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ErrorState } from "@/components/error-state";
import { CopyableCode } from "@/components/crud/copyable-code";
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

interface CodesView {
  q: string;
  state: string | undefined;
  page: number;
  pageSize: number;
}

/** The search, state, page and page size the address asks for. */
function viewOf(params: URLSearchParams): CodesView {
  const asked = Number(params.get("codesSize"));
  return {
    q: params.get("codesQ") ?? "",
    state: params.get("codesState") ?? undefined,
    page: Math.max(1, Number(params.get("codesPage")) || 1),
    pageSize: PAGE_SIZES.includes(asked) ? asked : DEFAULT_PAGE_SIZE,
  };
}

/**
 * A voucher's codes with their state (unused, issued or used with the customer and transaction,
 * expired): searched, filtered and paged by the server; the search, state and page are in the URL.
 */
export function VoucherCodesTable({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation("promotions");
  const showTotal = usePaginationTotal();
  const [params, setParams] = useSearchParams();
  // What the table shows is what the address says (back, forward, a link), but for a change of the
  // user's: shown at once, over the address it was made on, and written into the address just after
  // (as the lists do), so the table renders for it before everything that reads the address does.
  const address = params.toString();
  const [chosen, setChosen] = useState<{ view: CodesView; over: string }>();
  if (chosen && chosen.over !== address) setChosen(undefined);
  const { q, state, page, pageSize } = chosen?.over === address ? chosen.view : viewOf(params);
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    setChosen({ view: viewOf(next), over: address });
    setParams(next, { replace: true });
  };

  const early = useFetchWhileRendering();
  const dataProvider = useDataProvider();
  const getMeta = useMeta();
  const url = apiPath("/vouchers/{id}/codes", { id: voucherId });
  /** The codes' query at a page of a size (the search and the state as in the URL). */
  const codesQuery = (at: number, size: number) => ({
    _start: (at - 1) * size,
    _end: at * size,
    _sort: "code",
    _order: "asc",
    ...(q ? { q } : {}),
    ...(state ? { state } : {}),
  });
  const { query } = useCustom<{ results: VoucherCode[]; count: number }>({
    url,
    method: "get",
    config: { query: codesQuery(page, pageSize) },
    queryOptions: { placeholderData: (previous) => previous, ...early.queryOptions },
  });
  early.startIfWaiting(query.fetchStatus);
  // Another page is shown once its codes are here: the table renders once for it (changeWhenFetched),
  // asked for as Refine's useCustom asks (its key and `custom`).
  const turnPage = (next: number, size: number) => {
    const change = () =>
      update(
        size !== pageSize
          ? {
              codesPage: undefined,
              codesSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size),
            }
          : { codesPage: next > 1 ? String(next) : undefined },
      );
    const nextQuery = codesQuery(size !== pageSize ? 1 : next, size);
    early.changeWhenFetched(
      (params) => ({ ...params, query: nextQuery }),
      () => dataProvider().custom!({ url, method: "get", query: nextQuery, meta: getMeta() }),
      change,
    );
  };
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
            onChange: turnPage,
          }}
          columns={[
            {
              key: "code",
              dataIndex: "code",
              title: t("promotions:vouchers.codes.code"),
              render: (code: string) => <CopyableCode>{code}</CopyableCode>,
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
