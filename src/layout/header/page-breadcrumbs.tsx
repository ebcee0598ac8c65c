import { HomeOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import { Breadcrumb, Button, Skeleton, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBreadcrumbLabels } from "@/components/breadcrumb-labels";
import { useMenuTree } from "@/hooks/use-menu-tree";
import { homePath, useViewMode } from "@/hooks/use-view-mode";
import { recordSegmentPath } from "@/lib/routes";
import { VisuallyHidden } from "@/components/visually-hidden";
import { useFavorites } from "./favorites";
import { breadcrumbsFor, selectedKeyFor } from "./labels";
import { usePathname } from "@/hooks/use-pathname";

/** Breadcrumbs of spec 2.4, with the home icon to the mode's home. */
export function PageBreadcrumbs() {
  const { t, i18n } = useTranslation();
  const pathname = usePathname();
  const overrides = useBreadcrumbLabels();
  const mode = useViewMode();
  // English follows the spec's path rule exactly; other languages name known segments in their words.
  const translateSegment =
    i18n.language === "en"
      ? undefined
      : (segment: string) => {
          const key = [`menu.${segment}`, `shell.breadcrumbs.words.${segment}`].find((candidate) =>
            i18n.exists(candidate),
          );
          return key ? t(key) : undefined;
        };
  const crumbs = breadcrumbsFor(
    pathname,
    overrides,
    undefined,
    translateSegment,
    recordSegmentPath(pathname),
  );
  const items = [
    {
      key: "home",
      title: (
        <Link to={homePath(mode)} aria-label={t("shell.breadcrumbs.home")}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...crumbs.map((crumb, index) => {
      // A record's id waits for the record's name: a neutral placeholder, read as "Loading".
      const text = crumb.pending ? (
        <>
          <Skeleton.Input
            active
            size="small"
            aria-hidden
            style={{ width: 72, minWidth: 72, height: 14, verticalAlign: "middle" }}
          />
          <VisuallyHidden>{t("shell.breadcrumbs.loading")}</VisuallyHidden>
        </>
      ) : crumb.label !== crumb.fullLabel ? (
        <Tooltip title={crumb.fullLabel}>{crumb.label}</Tooltip>
      ) : (
        crumb.label
      );
      return {
        key: crumb.path,
        title:
          index === crumbs.length - 1 ? (
            <span aria-current="page">{text}</span>
          ) : (
            <Link to={crumb.path}>{text}</Link>
          ),
      };
    }),
  ];
  return (
    <Breadcrumb
      items={items}
      aria-label={t("shell.breadcrumbs.label")}
      style={{ whiteSpace: "nowrap" }}
    />
  );
}

/** The star that adds or removes the current page from the favorite menus (spec 4). */
export function FavoriteStar() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { entries } = useMenuTree();
  const { isFavorite, toggle, loading } = useFavorites();
  const key = selectedKeyFor(pathname);
  const entry = entries.find((candidate) => candidate.key === key);
  if (!entry) return null;
  const active = isFavorite(key);
  const label = active ? t("shell.favorites.remove") : t("shell.favorites.add");
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        disabled={loading}
        aria-label={label}
        aria-pressed={active}
        icon={active ? <StarFilled style={{ color: "#fadb14" }} /> : <StarOutlined />}
        onClick={() => void toggle({ key, menu: entry.label })}
      />
    </Tooltip>
  );
}
