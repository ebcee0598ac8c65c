import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";

/**
 * The longest the panels below a dashboard's figures wait for them (a slow or hung figures call
 * must not keep the charts away).
 */
export const FIRST_VIEW_MAX_WAIT_MS = 2000;

const Gate = createContext<{ open: boolean; settle: () => void } | null>(null);

/**
 * A dashboard's first view is its figures. The rest (the needs-attention counts above them; below,
 * the charts and their period controls, the top fives, the outlet picker's tree) loads its code and
 * asks for its data once the figures are on screen (answered or failed) or after
 * FIRST_VIEW_MAX_WAIT_MS, so that neither their code nor their calls hold the figures up.
 */
export function FirstView({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOpen(true), FIRST_VIEW_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const value = useMemo(() => ({ open, settle: () => setOpen(true) }), [open]);
  return <Gate.Provider value={value}>{children}</Gate.Provider>;
}

/**
 * Opens the gate once `settled` (the figures answered or failed, or there are no figures to wait
 * for): after the next frame, so the figures are painted before the rest starts loading.
 */
export function useSettleFirstView(settled: boolean) {
  const gate = useContext(Gate);
  const open = gate?.open ?? true;
  const settle = gate?.settle;
  useEffect(() => {
    if (!settled || open || !settle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(settle);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [settled, open, settle]);
}

/** `children` (lazily loaded) once the first view is settled; `fallback` until then and while they load. */
export function AfterFirstView({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const open = useContext(Gate)?.open ?? true;
  return open ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}
