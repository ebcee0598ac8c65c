import type { TableRef } from "antd/es/table";
import { useLayoutEffect, useRef } from "react";

/**
 * antd's table measures its column widths in a hidden row (tables that scroll sideways). rc-table marks
 * that row `aria-hidden` but makes it focusable (`tabIndex={-1}`) and fills it with a copy of the
 * header, the "Select all" checkbox included: focusable controls inside aria-hidden (axe
 * aria-hidden-focus), a second checkbox that Tab reaches. antd keeps the row's rendering to itself (its
 * own `measureRowRender`), so once the table has rendered the row is made `inert` (nothing in it takes
 * focus; hidden from assistive technology as before) and loses its tabindex. A row created anew is
 * caught by the next render. Returns the ref to give the Table.
 */
export function useInertMeasureRow() {
  const table = useRef<TableRef>(null);
  useLayoutEffect(() => {
    table.current?.nativeElement
      ?.querySelectorAll(".ant-table-measure-row:not([inert])")
      .forEach((row) => {
        row.setAttribute("inert", "");
        row.removeAttribute("tabindex");
      });
  });
  return table;
}
