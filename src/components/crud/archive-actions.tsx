import { InboxOutlined } from "@ant-design/icons";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useRowTranslation } from "@providers/i18n/row-translation";
import { useAccess } from "@/hooks/use-access";
import type { ArchiveButtonProps } from "./archive-confirm";
import { LinkButton } from "./link-button";
import { FirstUseButton } from "./first-use-button";
import { linksByName } from "@/lib/resource";
import { rowIcons } from "./row-icons";

// The confirmation and the call load on first use: list pages carry only the buttons.
const ArchiveConfirm = lazy(() =>
  import("./archive-confirm").then((module) => ({ default: module.ArchiveConfirm })),
);

/**
 * A row's Archive (list) or Unarchive (archive page) button, with its confirmation. The archive page
 * gives Unarchive its own icon (list pages do not download it).
 */
export function ArchiveToggleButton({ icon, ...props }: ArchiveButtonProps & { icon?: ReactNode }) {
  const { t } = useRowTranslation();
  const label =
    props.kind === "archive"
      ? t("crud.archive.archiveOne", { name: props.name })
      : t("crud.archive.unarchiveOne", { name: props.name });
  return (
    <FirstUseButton
      icon={icon ?? rowIcons.archive}
      aria-label={label}
      title={label}
      confirm={(button) => (
        <Suspense fallback={button}>
          <ArchiveConfirm {...props}>{button}</ArchiveConfirm>
        </Suspense>
      )}
    />
  );
}

/** The list page's way to its archive (`/<resource>/archive`), for those who may archive. */
export function ArchiveLink({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const may = useAccess(resource, "archive");
  if (!may) return null;
  return (
    <LinkButton to={linksByName(resource).archive!()} icon={<InboxOutlined aria-hidden />}>
      {t("crud.archive.open")}
    </LinkButton>
  );
}
