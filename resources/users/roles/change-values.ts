import type { TFunction } from "i18next";
import { actionLabel, areaLabel } from "./labels";

/**
 * A role's permissions in its change log (and the activity feed) as what was added and removed, each
 * as the matrix names it ("PRODUCT.UPDATE" → "Product: Update").
 */
export const roleChangeValues = (t: TFunction) => ({
  permissions: (code: string) => {
    const [area = code, action] = code.split(".");
    return action ? `${areaLabel(t, area)}: ${actionLabel(t, action)}` : areaLabel(t, area);
  },
});
