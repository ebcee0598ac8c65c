import { fireEvent, render, screen } from "@testing-library/react";
import { Table, type TableProps } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import { describe, expect, it, vi } from "vitest";
import { headerSortHandlers, nextSortOrder, SORT_KEY } from "@/components/crud/header-sort";

interface Row {
  id: number;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 1, name: "Optik Prima", city: "Bandung" },
  { id: 2, name: "Optik Jaya", city: "Medan" },
];

/**
 * A table as the lists draw it: controlled sort orders, the sortable header named by SORT_KEY.
 * `antdsClick` runs when antd's own click handler on the header does (antd calls the cell's
 * `onClick` after its own sort).
 */
function drawn(order: SortOrder, onChange: TableProps<Row>["onChange"], antdsClick = vi.fn()) {
  const columns = [
    {
      key: "name",
      dataIndex: "name",
      title: "Name",
      sorter: true,
      sortOrder: order,
      onHeaderCell: () => ({ [SORT_KEY]: "name", onClick: antdsClick }) as never,
    },
    { key: "city", dataIndex: "city", title: "City" },
  ];
  const tableProps = { onChange, pagination: { current: 2, pageSize: 20 }, dataSource: rows };
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      onChange={onChange}
      onHeaderRow={() => headerSortHandlers(columns, tableProps)}
    />
  );
}

const header = (name: string) => screen.getByText(name).closest("th")!;

describe("a sortable header's click", () => {
  it("goes to the table's onChange once, as antd's sort with the next order and the same page", () => {
    const onChange = vi.fn();
    const antdsClick = vi.fn();
    const { rerender } = render(drawn(null, onChange, antdsClick));
    fireEvent.click(header("Name"));
    // Once, and antd's own handler (which would sort its own state too) never saw the click.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(antdsClick).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(
      { current: 2, pageSize: 20 },
      {},
      expect.objectContaining({ columnKey: "name", field: "name", order: "ascend" }),
      expect.objectContaining({ action: "sort" }),
    );

    rerender(drawn("ascend", onChange));
    fireEvent.click(header("Name"));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.anything(),
      {},
      expect.objectContaining({ order: "descend" }),
      expect.anything(),
    );

    rerender(drawn("descend", onChange));
    fireEvent.click(header("Name"));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.anything(),
      {},
      expect.objectContaining({ order: null }),
      expect.anything(),
    );
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("is also Enter on the focused header; other keys and other headers are antd's", () => {
    const onChange = vi.fn();
    render(drawn(null, onChange));
    fireEvent.keyDown(header("Name"), { key: " ", keyCode: 32 });
    fireEvent.click(header("City"));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(header("Name"), { key: "Enter", keyCode: 13 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.anything(),
      {},
      expect.objectContaining({ order: "ascend" }),
      expect.objectContaining({ action: "sort" }),
    );
  });

  it("follows antd's default order: ascending, descending, none", () => {
    expect([nextSortOrder(null), nextSortOrder("ascend"), nextSortOrder("descend")]).toEqual([
      "ascend",
      "descend",
      null,
    ]);
  });
});
