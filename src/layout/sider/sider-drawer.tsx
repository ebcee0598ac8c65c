import { Drawer } from "antd";
import type { ReactNode } from "react";
import { config } from "@/config";
import { Logo } from "../header/logo";

/**
 * The sidebar of tablets and phones: a drawer from the left (spec 2.3). Its own chunk: desktops never
 * load antd's Drawer for it.
 */
export default function SiderDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={config.ui.sidebar.expandedWidth}
      // Mounted while closed too: the menu's badge call and its idle prefetching run on a phone too.
      forceRender
      title={<Logo compact />}
      styles={{ body: { padding: 0 }, header: { padding: "12px 16px" } }}
    >
      {children}
    </Drawer>
  );
}
