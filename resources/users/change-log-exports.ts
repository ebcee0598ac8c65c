/**
 * The words of this domain's change-log lines (field labels, enum values), for the activity feed:
 * an entry of its own (scripts/eslint/boundaries.js), so the pages that import exports.ts do not
 * download them.
 */
export { roleChangeValues } from "./roles/change-values";
export { userChangeValues } from "./components/user-change-values";
