import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { pathOf } from "@/lib/resource";
import { recordSegmentPath } from "@/lib/routes";

/**
 * Path → the label its breadcrumb shows: a record's name, or null when the record could not be loaded
 * (its segment is then written as words, like any other: there is no name to wait for).
 */
export type BreadcrumbLabels = Record<string, string | null>;

interface BreadcrumbLabelsValue {
  labels: BreadcrumbLabels;
  setLabel: (path: string, label: string | null | undefined) => void;
}

const BreadcrumbLabelsContext = createContext<BreadcrumbLabelsValue>({
  labels: {},
  setLabel: () => undefined,
});

/** Holds the labels pages give their breadcrumbs (the "detail-label list" of spec 2.4). */
export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<BreadcrumbLabels>({});
  const setLabel = useCallback((path: string, label: string | null | undefined) => {
    setLabels((current) => {
      if (label === undefined) {
        if (!(path in current)) return current;
        const { [path]: _removed, ...rest } = current;
        return rest;
      }
      return current[path] === label ? current : { ...current, [path]: label };
    });
  }, []);
  const value = useMemo(() => ({ labels, setLabel }), [labels, setLabel]);
  return (
    <BreadcrumbLabelsContext.Provider value={value}>{children}</BreadcrumbLabelsContext.Provider>
  );
}

export const useBreadcrumbLabels = () => useContext(BreadcrumbLabelsContext).labels;

/**
 * A page that knows a record's name shows it in the breadcrumbs instead of the id:
 * `useRecordBreadcrumb(params.id, product?.productName, query.isError)`. Until the name arrives the id's
 * segment shows a placeholder (the breadcrumbs know the segment from the route); `failed` (the record
 * could not be loaded) ends the wait.
 */
export function useRecordBreadcrumb(
  id: string | undefined,
  name: string | undefined,
  failed = false,
) {
  const { setLabel } = useContext(BreadcrumbLabelsContext);
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  const index = id === undefined ? -1 : segments.indexOf(encodeURIComponent(id));
  const path = index === -1 ? recordSegmentPath(pathname) : pathOf(segments.slice(0, index + 1));
  const label = name || (failed ? null : undefined);
  useEffect(() => {
    if (!path || label === undefined) return;
    setLabel(path, label);
    return () => setLabel(path, undefined);
  }, [path, label, setLabel]);
}
