import { useResourceParams } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { recordIdentity } from "./record-identity";

export type SavedAction = "create" | "edit" | "delete";

/**
 * The sentence that tells a save went through, naming the thing once in words: “Popup banner
 * “Year-end sale” created”. The kind of record is the resource's `records.<name>` text; the name is
 * the record's own (its area's `recordLabel`), read from the server's answer, or given.
 */
export function useSavedMessage(resource: string) {
  const { t } = useTranslation();
  const { resource: item } = useResourceParams({ resource });
  return (action: SavedAction, record?: object, name?: string) => {
    const thing = t(`records.${resource}`);
    const label = name ?? recordIdentity(record, item?.meta).name;
    return label
      ? t(`crud.saved.${action}`, { thing, name: label })
      : t(`crud.saved.${action}Unnamed`, { thing });
  };
}
