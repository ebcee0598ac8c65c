import { lazyChunk } from "@/lib/page-loader";

/**
 * The view-as selector on top of the sidebar (it brings antd's Select). App.tsx downloads it with the
 * shell for the users who have the choice, so that it shows with the sidebar, not a moment after it;
 * declared apart from the sider so that App.tsx can name it without importing the shell's code.
 */
export const viewAsSelect = lazyChunk(() => import("./view-as-select"));
