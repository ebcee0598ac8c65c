import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Role } from "../schema/role";
import { roleColumns } from "./columns";
import roleCsv from "./roles.csv";

const columns = (t: TFunction, can: RecordPermissions) => roleColumns(t, t, can);

/** Archived roles: their members keep them; they are given to no one new until unarchived. */
export default function RoleArchive() {
  const { t } = useTranslation("users");
  return (
    <ArchivePage<Role>
      columns={columns}
      csv={roleCsv}
      filters={(table) => <ActiveFilter table={table} label={t("users:roles.fields.isActive")} />}
    />
  );
}
