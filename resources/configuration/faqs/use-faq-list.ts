import { type CrudFilter, useList } from "@refinedev/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Faq, FaqGroup } from "../schema/faq";

/** The list's search and filters, kept in the URL (`?q=…&faqGroupId=…&isActive=true`). */
export function useFaqFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const faqGroupId = params.get("faqGroupId") ?? undefined;
  const isActive = params.get("isActive") ?? undefined;
  const set = useCallback(
    (key: "q" | "faqGroupId" | "isActive", value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { q, faqGroupId, isActive, set, clear };
}

/** Every group by its order, and the FAQs matching the filters by their order within the group. */
export function useFaqList(filters: ReturnType<typeof useFaqFilters>) {
  const { q, faqGroupId, isActive } = filters;
  const groups = useList<FaqGroup>({
    resource: "faq-group",
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
    meta: { apiPath: "faq-groups", idField: "faqGroupId" },
  });
  const crudFilters = useMemo(() => {
    const list: CrudFilter[] = [];
    if (q.trim()) list.push({ field: "q", operator: "eq", value: q.trim() });
    if (faqGroupId) list.push({ field: "faqGroupId", operator: "eq", value: faqGroupId });
    if (isActive) list.push({ field: "isActive", operator: "eq", value: isActive });
    return list;
  }, [q, faqGroupId, isActive]);
  const faqs = useList<Faq>({
    resource: "faqs",
    filters: crudFilters,
    sorters: [
      { field: "faqGroupId", order: "asc" },
      { field: "order", order: "asc" },
    ],
    pagination: { mode: "off" },
    meta: { idField: "faqId" },
  });
  return { groups, faqs };
}
