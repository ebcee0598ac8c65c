import { PlusOutlined } from "@ant-design/icons";
import { Button, Tag, Tooltip } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { config } from "@/config";
import { useMenuTree } from "@/hooks/use-menu-tree";
import { useFavorites } from "./favorites";
import { selectedKeyFor } from "./labels";
import { WidgetErrorBoundary } from "@/components/page-error-boundary";

// The dialog is only downloaded when someone opens it (speed budget of the shell).
const AddMenuDialog = lazy(() => import("./add-menu-dialog"));

/** Favorite menus as tabs in the header (spec 2.4), each removable, with the Add Menu dialog. */
export function FavoriteTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menus, remove } = useFavorites();
  const { entries } = useMenuTree();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const current = selectedKeyFor(pathname);
  // A favorite of a known entry shows the entry's label in the current language.
  const labelOf = (key: string, stored: string) =>
    entries.find((entry) => entry.key === key)?.label ?? stored;

  return (
    <nav
      aria-label={t("shell.favorites.label")}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 4,
        overflowX: "auto",
        minWidth: 0,
        scrollbarWidth: "none",
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
      <Tooltip title={t("shell.favorites.addMenu")}>
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          aria-label={t("shell.favorites.addMenu")}
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
