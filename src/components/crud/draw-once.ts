import type { ColumnType } from "antd/es/table";

type Render<T> = NonNullable<ColumnType<T>["render"]>;
type ShouldCellUpdate<T> = NonNullable<ColumnType<T>["shouldCellUpdate"]>;

/**
 * A column's cells drawn again only when there is something new to draw: their record changed, or the
 * column's render is a new one (a new set of columns: another language, other permissions, another
 * outlet). A sort, a page change or a loading state re-renders the table, and antd would otherwise
 * draw every cell of the rows on screen again (tags, buttons, formatted figures) for nothing.
 *
 * Make one per column each time the columns change (not when only the sort does): each keeps the
 * records its render has drawn. A render that reads the row's index (three parameters: a row number)
 * is left to antd, which draws it every time; so is a column with its own `shouldCellUpdate`.
 */
export function drawOnce<T extends object>(
  render: Render<T> | undefined,
  own?: ShouldCellUpdate<T>,
): { render: Render<T> | undefined; shouldCellUpdate: ShouldCellUpdate<T> | undefined } {
  if (own || (render && render.length >= 3)) return { render, shouldCellUpdate: own };
  // The record's value under the column's dataIndex: the record alone decides.
  if (!render) return { render, shouldCellUpdate: (record, previous) => record !== previous };
  const drawn = new WeakSet<object>();
  return {
    render: (value, record, index) => {
      drawn.add(record);
      return render(value, record, index);
    },
    shouldCellUpdate: (record, previous) => record !== previous || !drawn.has(record),
  };
}
