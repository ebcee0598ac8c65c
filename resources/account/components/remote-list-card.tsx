import { Card, Input, Result, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useRemoteList } from "@/hooks/use-remote-list";
import { usePaginationTotal } from "@/components/crud/pagination-total";

interface RemoteListCardProps<T> {
  /** The account call that pages the rows (`_start/_end`, `q`). */
  fetcher: Parameters<typeof useRemoteList<T>>[0];
  title: string;
  /** The search box's placeholder and accessible name. */
  searchLabel: string;
  rowKey: keyof T & string;
  /** The table's width before it scrolls sideways. */
  scrollX: number;
  columns: ColumnsType<T>;
  /** Offer a choice of rows per page. */
  sizeChanger?: boolean;
}

/** A page of one's own records outside Refine's resources: a searchable, server-paged table in a card. */
export function RemoteListCard<T extends object>({
  fetcher,
  title,
  searchLabel,
  rowKey,
  scrollX,
  columns,
  sizeChanger,
}: RemoteListCardProps<T>) {
  const showTotal = usePaginationTotal();
  const list = useRemoteList<T>(fetcher);
  if (list.error && list.rows.length === 0) return <Result status="warning" title={list.error} />;
  return (
    <Card
      title={title}
      extra={
        <Input.Search
          allowClear
          placeholder={searchLabel}
          aria-label={searchLabel}
          onSearch={list.setSearch}
          style={{ width: 240 }}
        />
      }
    >
      <Table<T>
        rowKey={rowKey}
        loading={list.loading}
        dataSource={list.rows}
        scroll={{ x: scrollX }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          onChange: list.setPage,
          showTotal,
          ...(sizeChanger ? { showSizeChanger: true } : {}),
        }}
        columns={columns}
      />
    </Card>
  );
}
