/**
 * The words of this domain's change-log lines (field labels, enum values) per entity, declared once:
 * its log pages, the activity feed and the export's worker read them (change-log-registry.ts). An
 * entry of its own (scripts/eslint/boundaries.js), so the pages that import exports.ts do not
 * download them.
 */
import { defineChangeLogWords } from "@/components/crud/change-text";
import { roleChangeValues } from "./roles/change-values";
import { userChangeValues } from "./components/user-change-values";

export default defineChangeLogWords({
  role: { values: roleChangeValues },
  user: { values: userChangeValues },
});
