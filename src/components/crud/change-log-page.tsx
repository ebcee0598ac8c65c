import { useOne } from "@refinedev/core";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { type ChangeLogEntity, ChangeLogTable } from "./change-log-table";
import { ListPage } from "./list-page";
import { PageTitle } from "./page-title";
import { areaNamed } from "@/lib/resource";
import { useAreaDeclaration, useRecordIdentity } from "./record-identity";
import { List } from "./views";

interface RecordChangeLogPageProps {
  entity: ChangeLogEntity;
  /** The record's resource ("brands"), read for its name. */
  resource: string;
  /** The entity's change-log area ("brand-change-logs"), whose permission the route checks. */
  changeLogArea: string;
}

/**
 * One record's history (`/<area>/:id/change-logs`, an area's `pages.changeLogs`), titled and
 * breadcrumbed with the record's name (its id until the record has loaded).
 */
export function RecordChangeLogPage({ entity, resource, changeLogArea }: RecordChangeLogPageProps) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { result: record, query } = useOne({ resource, id });
  const identity = useRecordIdentity(record, resource);
  const name = identity.name;
  useRecordBreadcrumb(id, name, query.isError);
  // Until the record's name arrives the page is "Change Logs", never "Change log: prd-53".
  const title = name
    ? t("changeLogs.titles.record", { name })
    : t("shell.breadcrumbs.words.change-logs");
  return <ChangeLogList title={title} entity={entity} area={changeLogArea} entityId={id} />;
}

/** The page around one record's log (a record, or a page that is one record of its own). */
export function ChangeLogList({
  title,
  entity,
  area,
  entityId,
}: {
  title: string;
  entity: ChangeLogEntity;
  /** The area whose permission the page checks (the log's resource). */
  area: string;
  entityId: string;
}) {
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource={area}
      canCreate={false}
    >
      <ChangeLogTable entity={entity} resource={area} entityId={entityId} title={title} />
    </List>
  );
}

/**
 * The page of an area whose log needs nothing but its schema and its domain's words
 * (`change-log-exports.ts`): `export default changeLogPage({ entity: "reward", resource: "rewards" })`.
 * The record is named by its area's `recordLabel`; the log is read with the permission of the area's
 * `changeLogArea` (the area itself when it names none), as its route checks.
 */
export function changeLogPage({
  entity,
  resource,
}: {
  entity: ChangeLogEntity;
  resource: string;
}): ComponentType {
  return function AreaChangeLogPage() {
    const changeLogArea = areaNamed(resource)?.changeLogArea ?? resource;
    return (
      <RecordChangeLogPage entity={entity} resource={resource} changeLogArea={changeLogArea} />
    );
  };
}

/**
 * The list page of a change-log area (`/brand-change-logs`, see `defineChangeLogArea`): every
 * record's changes, each linked to its record's own log.
 */
export function entityChangeLogPage(options: {
  entity: ChangeLogEntity;
  /** The page's title, in the user's language. */
  title: (t: TFunction) => string;
  /** The link to a record's own log (`links.brand.changeLogs`). */
  recordLog: (id: string) => string;
}): ComponentType {
  const { entity, recordLog } = options;
  return function EntityChangeLogPage() {
    const { t } = useTranslation();
    // The change-log area ("brand-change-logs") whose list this page is.
    const { resource } = useAreaDeclaration();
    const title = options.title(t);
    return (
      <ListPage title={title} canCreate={false}>
        <ChangeLogTable entity={entity} resource={resource} recordLog={recordLog} title={title} />
      </ListPage>
    );
  };
}
