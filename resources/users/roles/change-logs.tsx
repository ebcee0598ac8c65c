import type { TFunction } from "i18next";
import { useChangeValueLabels } from "@/components/crud/change-log-fields";
import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import type { Role } from "../schema/role";
import { actionLabel, areaLabel } from "./labels";

const nameOf = (role: Role) => role.roleName;

/** A permission code ("PRODUCT.UPDATE") as the matrix names it: "Product: Update". */
const permissionLabels = (t: TFunction) => ({
  permissions: (code: string) => {
    const [area = code, action] = code.split(".");
    return action ? `${areaLabel(t, area)}: ${actionLabel(t, action)}` : areaLabel(t, area);
  },
});

/** /role/:id/change-logs: one role's history, its permissions as what was added and removed. */
export default function RoleChangeLogs() {
  const valueLabels = useChangeValueLabels(permissionLabels);
  return (
    <RecordChangeLogPage<Role>
      entity="role"
      resource="role"
      changeLogArea="role"
      nameOf={nameOf}
      valueLabels={valueLabels}
    />
  );
}
