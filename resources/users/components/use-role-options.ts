import { useList } from "@refinedev/core";
import { useMemo } from "react";
import { config } from "@/config";

/** The fields of a role this list reads (the roles area owns the rest). */
interface RoleOption {
  roleId: string;
  roleName: string;
}

/** The roles an admin can hold: every role but the customer one (the customer list owns it). */
export function useAdminRoleOptions(enabled = true) {
  const { result, query } = useList<RoleOption>({
    resource: "roles",
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
    sorters: [{ field: "roleName", order: "asc" }],
    queryOptions: { enabled },
  });
  const options = useMemo(
    () =>
      (result.data ?? [])
        .filter((role) => role.roleId !== config.customerRoleId)
        .map((role) => ({ value: role.roleId, label: role.roleName })),
    [result.data],
  );
  return { options, loading: query.isLoading };
}
