import { MoreOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tag, Tooltip } from "antd";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { isOverflowing, useMeasured } from "@/hooks/use-measured";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { config } from "@/config";
import { useMenuTree } from "@/hooks/use-menu-tree";
import { useFavorites } from "./favorites";
import { selectedKeyFor } from "./labels";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";
import { usePathname } from "@/hooks/use-pathname";

// The dialog is only downloaded when someone opens it (speed budget of the shell).
const AddMenuDialog = lazy(() => import("./add-menu-dialog"));

/** antd's small button (24 px square) and the gap between the strip and the buttons beside it. */
const BUTTON_PX = 24;
const GAP_PX = 4;

/** The strip shows only if it has room for one whole tab; else the "more" menu lists them all. */
const roomForATab = (strip: HTMLElement) =>
  Array.from(strip.children).some(
    (tab) => (tab as HTMLElement).offsetWidth <= strip.clientWidth + 1,
  );

/**
 * Scrolls the strip so that the current page's tab is wholly in it: a tab cut at the strip's edge
 * ("Tra…") would hide which page is open. An IntersectionObserver reports how much of the tab shows
 * after the browser's own layout, so nothing is measured while the page is being built.
 */
function useCurrentTabInView(ref: RefObject<HTMLElement | null>, current: string | undefined) {
  useEffect(() => {
    const strip = ref.current;
    const tab = strip
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.closest<HTMLElement>(".ant-tag");
    if (!strip || !tab || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const box = entry?.rootBounds;
        if (!entry || !box || entry.intersectionRatio >= 0.99) return;
        const { left, right } = entry.boundingClientRect;
        if (right > box.right) strip.scrollLeft += right - box.right;
        else if (left < box.left) strip.scrollLeft -= box.left - left;
      },
      { root: strip, threshold: [0, 0.5, 0.99] },
    );
    observer.observe(tab);
    // The strip narrows when the header's other parts arrive (the outlet picker); the observer does
    // not always report that, so each new size asks it again.
    const resized = new ResizeObserver(() => {
      observer.unobserve(tab);
      observer.observe(tab);
    });
    resized.observe(strip);
    return () => {
      observer.disconnect();
      resized.disconnect();
    };
  }, [ref, current]);
}

/** Favorite menus as tabs in the header (spec 2.4), each removable, with the Add Menu dialog. */
export function FavoriteTabs() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { menus, remove } = useFavorites();
  const { entries } = useMenuTree();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const current = selectedKeyFor(pathname);
  const strip = useRef<HTMLDivElement>(null);
  const overflowing = useMeasured(strip, isOverflowing, false, menus.length);
  const showsTabs = useMeasured(strip, roomForATab, true, menus.length);
  useCurrentTabInView(strip, menus.some((menu) => menu.key === current) ? current : undefined);
  // A favorite of a known entry shows the entry's label in the current language.
  const labelOf = (key: string, stored: string) =>
    entries.find((entry) => entry.key === key)?.label ?? stored;

  return (
    <nav
      aria-label={t("shell.favorites.label")}
      style={{
        display: "flex",
        alignItems: "center",
        gap: GAP_PX,
        // In the header the tabs give way before the breadcrumbs, down to their "more" menu and "+".
        flex: "0 1000 auto",
        minWidth: (overflowing ? 2 : 1) * (BUTTON_PX + GAP_PX),
      }}
    >
      {/* The tabs scroll when they do not fit; the "more" menu and "+" stay in reach beside them. */}
      <div
        ref={strip}
        style={{
          display: "flex",
          alignItems: "center",
          gap: 4,
          overflowX: "auto",
          minWidth: 0,
          scrollbarWidth: "none",
          // Narrower than any tab, it would show a sliver of one: its tabs are in the "more" menu.
          visibility: showsTabs ? undefined : "hidden",
        }}
      >
        {menus.map((menu) => {
          const active = menu.key === current;
          return (
            <Tag
              key={menu.key}
              closable
              color={active ? config.ui.theme.primary : undefined}
              onClose={(event) => {
                event.preventDefault();
                void remove(menu.key);
              }}
              closeIcon={
                <span
                  aria-label={t("shell.favorites.removeNamed", {
                    name: labelOf(menu.key, menu.menu),
                  })}
                  // A target of 24 × 24 px (WCAG 2.2, 2.5.8), not the glyph's 6 × 11.
                  style={{
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    minWidth: 24,
                    minHeight: 24,
                    marginInlineEnd: -6,
                    // The tab's own text colour: white on the current page's orange tab, where antd's
                    // grey × all but disappeared (1.4:1).
                    color: "inherit",
                  }}
                >
                  ×
                </span>
              }
              style={{
                marginInlineEnd: 0,
                padding: "2px 8px",
                borderRadius: 6,
                whiteSpace: "nowrap",
              }}
            >
              <Link
                to={menu.key}
                style={{ color: "inherit" }}
                aria-current={active ? "page" : undefined}
              >
                {labelOf(menu.key, menu.menu)}
              </Link>
            </Tag>
          );
        })}
      </div>
      {overflowing && (
        <Dropdown
          trigger={["click"]}
          menu={{
            items: menus.map((menu) => ({
              key: menu.key,
              label: <Link to={menu.key}>{labelOf(menu.key, menu.menu)}</Link>,
            })),
            selectedKeys: current ? [current] : [],
          }}
        >
          <Button
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={t("shell.favorites.all")}
            style={{ flexShrink: 0 }}
          />
        </Dropdown>
      )}
      <Tooltip title={t("shell.favorites.addMenu")}>
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          aria-label={t("shell.favorites.addMenu")}
          style={{ flexShrink: 0 }}
          onMouseEnter={() => void import("./add-menu-dialog").catch(() => undefined)}
          onClick={() => {
            setDialogLoaded(true);
            setDialogOpen(true);
          }}
        />
      </Tooltip>
      {dialogLoaded && (
        <WidgetErrorBoundary label="Add Menu dialog">
          <Suspense fallback={null}>
            <AddMenuDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </nav>
  );
}
