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

interface BreadcrumbLabelsValue {
  labels: Record<string, string>;
  setLabel: (path: string, label: string | undefined) => void;
}

const BreadcrumbLabelsContext = createContext<BreadcrumbLabelsValue>({
  labels: {},
  setLabel: () => undefined,
});

/** Holds the labels pages give their breadcrumbs (the "detail-label list" of spec 2.4). */
export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const setLabel = useCallback((path: string, label: string | undefined) => {
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
 * A page that knows a record's name shows it in the breadcrumbs instead of the
 * id: `useRecordBreadcrumb(params.id, product?.productName)`.
 */
export function useRecordBreadcrumb(id: string | undefined, name: string | undefined) {
  const { setLabel } = useContext(BreadcrumbLabelsContext);
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  const index = id === undefined ? -1 : segments.indexOf(encodeURIComponent(id));
  const path = index === -1 ? undefined : pathOf(segments.slice(0, index + 1));
  useEffect(() => {
    if (!path || !name) return;
    setLabel(path, name);
    return () => setLabel(path, undefined);
  }, [path, name, setLabel]);
}
