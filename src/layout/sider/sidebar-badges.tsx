import { Badge } from "antd";
import { useEffect } from "react";
import { getSidebarCheck, type SidebarCheck } from "@providers/data/api";
import { config } from "@/config";
import { createStorageStore } from "@/hooks/storage-store";
import { afterWorkSettles } from "@/lib/pending-work";

/** The last answer of `GET backoffice-sidebar-checker`, stored and persisted (spec 3, 7). */
export const sidebarCheckStore = createStorageStore<SidebarCheck>(
  config.storageKeys.sidebarCheck,
  () => ({}),
);

/** The badge value of a route ("/transactions" → check.transactions). */
export const badgeValueFor = (check: SidebarCheck, route: string | undefined) =>
  route ? check[route.replace(/^\//, "")] : undefined;

/** What a badge shows: an orange dot for true, an orange count above 0, nothing otherwise (spec 2.3). */
export function badgeKind(
  value: unknown,
): { kind: "dot" } | { kind: "count"; count: number } | undefined {
  if (value === true) return { kind: "dot" };
  if (typeof value === "number" && Number.isFinite(value) && value > 0)
    return { kind: "count", count: value };
  return undefined;
}

export function SidebarBadge({ value, label }: { value: unknown; label: string }) {
  const kind = badgeKind(value);
  if (!kind) return null;
  const color = config.ui.theme.notification;
  if (kind.kind === "dot") {
    return (
      <Badge
        dot
        color={color}
        aria-label={label}
        data-testid="sidebar-badge-dot"
        style={{ marginInlineStart: 8 }}
      />
    );
  }
  return (
    <Badge
      count={kind.count}
      color={color}
      overflowCount={99}
      size="small"
      aria-label={label}
      data-testid="sidebar-badge-count"
      style={{ marginInlineStart: 8 }}
    />
  );
}

/**
 * Fetches the badges once per shell mount; failures are silently ignored (spec 8). The stored answer
 * shows at once; the call waits until the page's code and calls are in (a backend counts whole
 * collections for it, and the page comes first).
 */
export function useSidebarCheck(): SidebarCheck {
  useEffect(() => {
    let active = true;
    const cancel = afterWorkSettles(() => {
      getSidebarCheck()
        .then((check) => {
          if (active) sidebarCheckStore.set(check);
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return sidebarCheckStore.use();
}
