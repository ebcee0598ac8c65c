import { useCallback, useRef, useState } from "react";

/** A save refused because someone else changed the record meanwhile (HTTP 409 on an update). */
export interface RecordConflict {
  /** Loads their version into the form (what was typed is replaced). */
  reload: () => Promise<void>;
  reloading: boolean;
}

/**
 * The "someone else saved first" state of a form (record forms, settings pages, Contact us): marked
 * on a 409, cleared by a good save or by Reload, which refetches the record (`refetch`, the form's
 * query once it exists) and so puts their version in the form.
 */
export function useConflictReload() {
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const refetch = useRef<() => Promise<unknown>>(undefined);
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      await refetch.current?.();
      setStale(false);
    } finally {
      setReloading(false);
    }
  }, []);
  return {
    refetch,
    setStale,
    stale,
    conflict: stale ? ({ reload, reloading } satisfies RecordConflict) : undefined,
  };
}
