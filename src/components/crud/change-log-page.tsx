import type { BaseRecord } from "@refinedev/core";
import { useOne } from "@refinedev/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { useChangeValueLabels } from "./change-log-fields";
import { type ChangeLogEntity, ChangeLogTable } from "./change-log-table";
import type { ChangeValueLabels } from "./change-value";
import { PageTitle } from "./page-title";
import { useRecordIdentity } from "./record-identity";
import { List } from "./views";

interface RecordChangeLogPageProps<T extends BaseRecord> {
  entity: ChangeLogEntity;
  /** The record's resource ("brands"), read for its name. */
  resource: string;
  /** The entity's change-log area ("brand-change-logs"), whose permission the route checks. */
  changeLogArea: string;
  /** The record's name; by default the field its area declares (`recordLabel`). */
  nameOf?: (record: T) => string | undefined;
  /** Labels the schema does not carry (e.g. a product's specification keys). */
  fieldLabels?: Record<string, string>;
  /** The domain's labels of enum values, per field. */
  valueLabels?: ChangeValueLabels;
}

/**
 * One record's history (`/<area>/:id/change-logs`, see `changeLogRoute`), titled and
 * breadcrumbed with the record's name (its id until the record has loaded).
 */
export function RecordChangeLogPage<T extends BaseRecord>({
  entity,
  resource,
  changeLogArea,
  nameOf,
  fieldLabels,
  valueLabels,
}: RecordChangeLogPageProps<T>) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { result: record, query } = useOne<T>({ resource, id });
  const identity = useRecordIdentity(record, resource);
  const name = (record && nameOf?.(record)) || identity.name;
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

/**
 * The page of an area whose log needs nothing but its schema and its enum labels:
 * `export default changeLogPage({ entity: "reward", resource: "rewards", values: (t) => ({…}) })`.
 * The record is named by its area's `recordLabel`; the route checks the area's own list permission
 * unless `changeLogArea` names another.
 */
export function changeLogPage(options: {
  entity: ChangeLogEntity;
  resource: string;
  changeLogArea?: string;
  /** The domain's labels of enum values, per field, in the user's language. */
  values?: (t: TFunction) => ChangeValueLabels;
}) {
  const { entity, resource, changeLogArea = resource, values = NO_VALUE_LABELS } = options;
  return function AreaChangeLogPage() {
    const valueLabels = useChangeValueLabels(values);
    return (
      <RecordChangeLogPage
        entity={entity}
        resource={resource}
        changeLogArea={changeLogArea}
        valueLabels={valueLabels}
      />
    );
  };
}
