import { useOne } from "@refinedev/core";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { useChangeLogFieldLabels, useChangeValueLabels } from "./change-log-fields";
import { type ChangeLogEntity, ChangeLogTable } from "./change-log-table";
import type { ChangeValueLabels } from "./change-value";
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
  /** Labels the schema does not carry (e.g. a product's specification keys). */
  fieldLabels?: Record<string, string>;
  /** The domain's labels of enum values, per field. */
  valueLabels?: ChangeValueLabels;
}

/**
 * One record's history (`/<area>/:id/change-logs`, an area's `pages.changeLogs`), titled and
 * breadcrumbed with the record's name (its id until the record has loaded).
 */
export function RecordChangeLogPage({
  entity,
  resource,
  changeLogArea,
  fieldLabels,
  valueLabels,
}: RecordChangeLogPageProps) {
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
  return (
    <ChangeLogList
      title={title}
      entity={entity}
      area={changeLogArea}
      entityId={id}
      fieldLabels={fieldLabels}
      valueLabels={valueLabels}
    />
  );
}

/** The page around one record's log (a record, or a page that is one record of its own). */
export function ChangeLogList({
  title,
  entity,
  area,
  entityId,
  fieldLabels,
  valueLabels,
}: {
  title: string;
  entity: ChangeLogEntity;
  /** The area whose permission the page checks (the log's resource). */
  area: string;
  entityId: string;
  fieldLabels?: Record<string, string>;
  valueLabels?: ChangeValueLabels;
}) {
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource={area}
      canCreate={false}
    >
      <ChangeLogTable
        entity={entity}
        resource={area}
        entityId={entityId}
        fieldLabels={fieldLabels}
        valueLabels={valueLabels}
        title={title}
      />
    </List>
  );
}

const NO_VALUE_LABELS = (): ChangeValueLabels => ({});

/** What a log's page says of its entity's fields, beyond what its schema says. */
interface ChangeLogLabels {
  /**
   * Field labels the schema does not carry (a product's specification keys), in the user's
   * language; the labels every log shares (archived, created) are added to them.
   */
  fields?: (t: TFunction) => Record<string, string>;
  /** The domain's labels of enum values, per field, in the user's language. */
  values?: (t: TFunction) => ChangeValueLabels;
}

/** The labels of a log's page, following the user's language. */
function useChangeLogLabels({ fields, values = NO_VALUE_LABELS }: ChangeLogLabels) {
  const fieldLabels = useChangeLogFieldLabels(fields);
  const valueLabels = useChangeValueLabels(values);
  return { fieldLabels: fields ? fieldLabels : undefined, valueLabels };
}

/**
 * The page of an area whose log needs nothing but its schema and its labels:
 * `export default changeLogPage({ entity: "reward", resource: "rewards", values: (t) => ({…}) })`.
 * The record is named by its area's `recordLabel`; the log is read with the permission of the area's
 * `changeLogArea` (the area itself when it names none), as its route checks.
 */
export function changeLogPage(
  options: ChangeLogLabels & {
    entity: ChangeLogEntity;
    resource: string;
  },
): ComponentType {
  const { entity, resource } = options;
  return function AreaChangeLogPage() {
    const labels = useChangeLogLabels(options);
    const changeLogArea = areaNamed(resource)?.changeLogArea ?? resource;
    return (
      <RecordChangeLogPage
        entity={entity}
        resource={resource}
        changeLogArea={changeLogArea}
        {...labels}
      />
    );
  };
}

/**
 * The list page of a change-log area (`/brand-change-logs`, see `defineChangeLogArea`): every
 * record's changes, each linked to its record's own log.
 */
export function entityChangeLogPage(
  options: ChangeLogLabels & {
    entity: ChangeLogEntity;
    /** The page's title, in the user's language. */
    title: (t: TFunction) => string;
    /** The link to a record's own log (`links.brand.changeLogs`). */
    recordLog: (id: string) => string;
  },
): ComponentType {
  const { entity, recordLog } = options;
  return function EntityChangeLogPage() {
    const { t } = useTranslation();
    // The change-log area ("brand-change-logs") whose list this page is.
    const { resource } = useAreaDeclaration();
    const labels = useChangeLogLabels(options);
    const title = options.title(t);
    return (
      <ListPage title={title} canCreate={false}>
        <ChangeLogTable
          entity={entity}
          resource={resource}
          recordLog={recordLog}
          title={title}
          {...labels}
        />
      </ListPage>
    );
  };
}
