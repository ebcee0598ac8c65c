import { useCustom, useParsed } from "@refinedev/core";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChangeLog } from "@/contract/change-log";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { ListPage } from "@/components/crud/list-page";
import { useAreaDeclaration } from "@/components/crud/record-identity";
import { apiPath } from "@providers/data/api-path";
import { activitySentence, entityWord } from "../lib/activity-sentence";
import activityCsv from "./activity.csv";
import { useRestore } from "./use-restore";

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * /activity: every staff write of every area the user may read, newest first, each said as who did
 * what to which record, with the same before → after lines as the record's own change log, and the
 * way back for a field change ("Restore this value").
 */
export default function ActivityFeedPage() {
  const { t } = useTranslation(["activity", "translation"]);
  const { resource } = useAreaDeclaration();
  const title = t("activity:feed.titles.list");
  const { result } = useCustom<{ results: { entity: string }[] }>({
    url: apiPath("/change-logs/kinds"),
    method: "get",
  });
  const found = (result.data as { results?: { entity: string }[] } | undefined)?.results;
  // The kind in the address reads as a word even before (or without) an entry of it.
  const chosen = useParsed().params?.filters?.find(
    (filter) => "field" in filter && filter.field === "entity",
  )?.value as string | undefined;
  const kinds = useMemo(() => {
    const entities = (found ?? []).map(({ entity }) => entity);
    if (chosen && !entities.includes(chosen)) entities.push(chosen);
    return entities.map((entity) => ({ value: entity, label: upperFirst(entityWord(t, entity)) }));
  }, [chosen, found, t]);
  const summary = useCallback((log: ChangeLog) => activitySentence(t, log), [t]);
  const { lineAction, rowNote } = useRestore(resource);
  return (
    <ListPage title={title} canCreate={false}>
      <ChangeLogTable
        resource={resource}
        title={title}
        summary={summary}
        kinds={kinds}
        lineAction={lineAction}
        rowNote={rowNote}
        csv={activityCsv}
      />
    </ListPage>
  );
}
