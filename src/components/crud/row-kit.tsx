import type { ReactNode } from "react";
import { RowButtonLookProvider } from "./row-button";
import { RowLinkProvider } from "./row-link";
import { RowTagLookProvider } from "./row-tag";

/**
 * What the light drawings of a table's rows share, worked out once for the table: antd's button and
 * tag styles (RowButton, RowTag) and the one navigation of its links (RowLink). The list table
 * (ResourceTable) puts it around its rows; outside it, each drawing works its own out.
 */
export function RowKitProvider({ children }: { children: ReactNode }) {
  return (
    <RowButtonLookProvider>
      <RowTagLookProvider>
        <RowLinkProvider>{children}</RowLinkProvider>
      </RowTagLookProvider>
    </RowButtonLookProvider>
  );
}
