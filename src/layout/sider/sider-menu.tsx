import { Menu, type MenuProps } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { config } from "@/config";
import { useMenuTree, type MenuNode } from "@/hooks/use-menu-tree";
import type { MenuGroup } from "@/lib/resource";
import { selectedKeyFor } from "../header/labels";
import { appConfigStore, saveSidebarOpenKeys } from "../preferences";
import { GROUP_ICONS } from "./group-icons";
import { prefetchResource, prefetchWhenIdle } from "./prefetch";
import { badgeValueFor, SidebarBadge, useSidebarCheck } from "./sidebar-badges";
import { usePathname } from "@/hooks/use-pathname";

/** The group holding an entry, if any. */
const groupOf = (items: MenuNode[], key: string) =>
  items.find((node) => node.isGroup && node.children.some((child) => child.key === key))?.key;

interface SiderMenuProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

type MenuItem = NonNullable<MenuProps["items"]>[number];

export function SiderMenu({ collapsed, onNavigate }: SiderMenuProps) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { items, entries, ready } = useMenuTree();
  const badges = useSidebarCheck();
  const selectedKey = selectedKeyFor(pathname);
  const containerRef = useRef<HTMLDivElement>(null);
  const [openKeys, setOpenKeys] = useState<string[]>(
    () => appConfigStore.get().sidebarOpenKeys ?? [],
  );

  // The current entry's group opens (and the choice is kept under appConfig).
  const selectedGroup = groupOf(items, selectedKey);
  useEffect(() => {
    if (!selectedGroup) return;
    setOpenKeys((keys) => {
      if (keys.includes(selectedGroup)) return keys;
      const next = [...keys, selectedGroup];
      saveSidebarOpenKeys(next);
      return next;
    });
  }, [selectedGroup]);

  // Scrolled into view after 100 ms (spec 9), once the group has opened.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      const target = containerRef.current?.querySelector(
        `[data-menu-key="${CSS.escape(selectedKey)}"]`,
      );
      const entry = target?.closest("li") ?? target;
      if (entry && containerRef.current) scrollToNearest(containerRef.current, entry);
    }, config.ui.sidebar.scrollToSelectedDelayMs);
    return () => clearTimeout(timer);
  }, [ready, selectedKey]);

  // Each entry's page code is prefetched when the browser is idle (and on hover, below).
  const entryNames = useMemo(() => entries.map((entry) => entry.name).join(","), [entries]);
  // Which entries' pages are prefetched: `data-prefetched` tells the browser tests when it is done.
  const [prefetched, setPrefetched] = useState("");
  useEffect(() => {
    if (!entryNames) return;
    return prefetchWhenIdle(entryNames.split(","), undefined, () => setPrefetched(entryNames));
  }, [entryNames]);

  const menuItems = useMemo((): MenuItem[] => {
    const toItem = (node: MenuNode): MenuItem => {
      if (node.isGroup) {
        return {
          key: node.key,
          icon: node.icon ?? GROUP_ICONS[node.name as MenuGroup],
          // A long group name ("BANNER & PROMOTION", "PENGATURAN PEMBAYARAN") takes two lines
          // within the spec's 250 px rather than losing its end to an ellipsis.
          label: (
            <span
              style={{
                display: "inline-block",
                whiteSpace: "normal",
                lineHeight: 1.25,
                verticalAlign: "middle",
                maxWidth: "100%",
              }}
            >
              {node.label}
            </span>
          ),
          children: node.children.map(toItem),
        };
      }
      const badge = badgeValueFor(badges, node.route);
      return {
        key: node.key,
        icon: node.icon,
        onMouseEnter: () => void prefetchResource(node.name),
        label: (
          <Link
            to={node.route ?? "/"}
            data-menu-key={node.key}
            onClick={onNavigate}
            onFocus={() => void prefetchResource(node.name)}
            style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}
          >
            <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{node.label}</span>
            <SidebarBadge value={badge} label={t("shell.sider.badge", { label: node.label })} />
          </Link>
        ),
      };
    };
    return items.map(toItem);
  }, [items, badges, onNavigate, t]);

  return (
    <div
      ref={containerRef}
      data-menu-ready={ready ? "true" : "false"}
      data-prefetched={prefetched !== "" && prefetched === entryNames ? "true" : "false"}
      style={{ flex: 1, overflowY: "auto", overflowX: "hidden" }}
    >
      <Menu
        mode="inline"
        aria-label={t("shell.sider.navigation")}
        inlineCollapsed={collapsed}
        selectedKeys={[selectedKey]}
        {...(collapsed
          ? {}
          : {
              openKeys,
              onOpenChange: (keys: string[]) => {
                setOpenKeys(keys);
                saveSidebarOpenKeys(keys);
              },
            })}
        items={menuItems}
        style={{
          borderInlineEnd: "none",
          paddingTop: 8,
          paddingBottom: config.ui.sidebar.bottomPadding,
        }}
      />
    </div>
  );
}

/**
 * Scrolls the sidebar (`box`) just enough to show `entry`, as `scrollIntoView({ block: "nearest" })`
 * would, by setting its scroll position: Chromium moves the Tab key's starting point to an element
 * scrolled into view, and the first Tab of the page would then skip "Skip to content".
 */
function scrollToNearest(box: HTMLElement, entry: Element) {
  const view = box.getBoundingClientRect();
  const item = entry.getBoundingClientRect();
  if (item.top < view.top) box.scrollTop -= view.top - item.top;
  else if (item.bottom > view.bottom) box.scrollTop += item.bottom - view.bottom;
}
