import { recordFormHook } from "@/components/crud/record-form-hook";
import { subRoleWrite, type SubRoleDefinition, type SubRoleFormValues } from "../../schema/role";

export const useSubRoleForm = recordFormHook<SubRoleDefinition, SubRoleFormValues>({
  resource: "sub-roles",
  idField: "subRoleId",
  schema: subRoleWrite,
});
