import { useRecordForm } from "@/components/crud/use-record-form";
import { subRoleWrite, type SubRoleDefinition, type SubRoleFormValues } from "../../schema/role";

export const useSubRoleForm = (action: "create" | "edit") =>
  useRecordForm<SubRoleDefinition, SubRoleFormValues>({
    action,
    resource: "sub-roles",
    idField: "subRoleId",
    schema: subRoleWrite,
  });
