import { loadNamespaces } from "@providers/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchResult } from "@/contract/search";
import { namespacesOf } from "./options";
import { searchRecords } from "./search-api";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; q: string }
  | { status: "done"; q: string; result: SearchResult }
  | { status: "error"; q: string };

/** The wait after a keystroke before the search leaves: typing a phone number asks once, not 12 times. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Searches the records for what is typed: after a short pause, one request at a time (a newer query
 * cancels the one on its way, so a late answer never replaces a newer one), with the texts of the
 * answer's kinds loaded before it shows.
 */
export function useRecordSearch(q: string) {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    const text = q.trim();
    controller.current?.abort();
    if (!text) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading", q: text });
    const abort = new AbortController();
    controller.current = abort;
    const timer = setTimeout(() => {
      searchRecords(text, abort.signal)
        .then(async (result) => {
          await loadNamespaces(namespacesOf(result));
          if (!abort.signal.aborted) setState({ status: "done", q: text, result });
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ status: "error", q: text });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
