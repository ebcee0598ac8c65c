/**
 * Every domain's change-log words (the default export of each `resources/<domain>/change-log-exports.ts`,
 * `defineChangeLogWords`), by entity: the logs' pages, the activity feed and the export's worker read
 * an entry's lines with them. A domain declares its words once, in its own folder; nothing to add here.
 */
import type { TFunction } from "i18next";
import {
  changeLogLabels,
  type ChangeLogLabels,
  type ChangeLogWords,
  type ChangeLogWordsByEntity,
} from "./change-text";

const modules = import.meta.glob<{ default: ChangeLogWordsByEntity }>(
  "/resources/*/change-log-exports.ts",
  { eager: true },
);

const byEntity: ChangeLogWordsByEntity = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.default),
);

/** The words a domain gave the log of `entity` (none: its schema's labels alone). */
export const changeLogWordsOf = (entity: string): ChangeLogWords => byEntity[entity] ?? {};

/**
 * Each entity's labels in the words of one `t`, worked out once per entity (a feed or an export reads
 * many entries of the same few kinds). A new `t` (another language) starts anew.
 */
export function labelsByEntity(t: TFunction): (entity: string) => ChangeLogLabels {
  const known = new Map<string, ChangeLogLabels>();
  return (entity) => {
    let labels = known.get(entity);
    if (!labels) {
      labels = changeLogLabels(t, changeLogWordsOf(entity));
      known.set(entity, labels);
    }
    return labels;
  };
}
