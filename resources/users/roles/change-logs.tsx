import { changeLogPage } from "@/components/crud/change-log-page";
import { actionLabel, areaLabel } from "./labels";

/**
 * /role/:id/change-logs: one role's history, its permissions as what was added and removed, each as
 * the matrix names it ("PRODUCT.UPDATE" → "Product: Update").
 */
export default changeLogPage({
  entity: "role",
  resource: "role",
  values: (t) => ({
    permissions: (code) => {
      const [area = code, action] = code.split(".");
      return action ? `${areaLabel(t, area)}: ${actionLabel(t, action)}` : areaLabel(t, area);
    },
  }),
});
