import { config } from "@/config";
import type { SearchFact } from "@/contract/search";
import { createStorageStore, type StorageStore } from "@/hooks/storage-store";

/** A record or page opened from Find anything, as it is shown again when the box is empty. */
export type RecentItem =
  | {
      type: "record";
      kind: string;
      area: string;
      id: string;
      title: string;
      facts: SearchFact[];
      /** The heading of its kind (a locale key), read as the item's kind. */
      label: string;
    }
  | { type: "page"; route: string };

export interface Recent {
  searches: string[];
  items: RecentItem[];
}

export const RECENT_LIMIT = 5;
const empty = (): Recent => ({ searches: [], items: [] });
const isText = (value: unknown): value is string => typeof value === "string";

const stores = new Map<string, StorageStore<Recent>>();
/** The recent searches and opened items of one user (the next user of the browser has their own). */
export function recentStore(userId: string): StorageStore<Recent> {
  let store = stores.get(userId);
  if (!store) {
    store = createStorageStore<Recent>(`${config.storageKeys.searchRecent}:${userId}`, empty, {
      // What another version of the console stored, or a hand-edited value, reads as nothing.
      parse: (raw) => {
        const value = JSON.parse(raw) as Partial<Recent> | null;
        return {
          searches: Array.isArray(value?.searches) ? value.searches.filter(isText) : [],
          items: Array.isArray(value?.items) ? value.items : [],
        };
      },
      stringify: (value) => JSON.stringify(value),
    });
    stores.set(userId, store);
  }
  return store;
}

export const itemKey = (item: RecentItem) =>
  item.type === "page" ? `page:${item.route}` : `${item.kind}:${item.id}`;

/** Newest first, once each, at most RECENT_LIMIT. */
const pushed = <T>(list: readonly T[], item: T, key: (value: T) => string) =>
  [item, ...list.filter((other) => key(other) !== key(item))].slice(0, RECENT_LIMIT);

export const withSearch = (recent: Recent, q: string): Recent => {
  const text = q.trim();
  return text
    ? { ...recent, searches: pushed(recent.searches, text, (value) => value.toLowerCase()) }
    : recent;
};

export const withItem = (recent: Recent, item: RecentItem): Recent => ({
  ...recent,
  items: pushed(recent.items, item, itemKey),
});
