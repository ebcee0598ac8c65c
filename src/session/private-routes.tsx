import type { PrivateRoute } from "@/lib/page-loader";
import { CHANGE_PASSWORD_PATH } from "./route-rules";

/**
 * Private pages of the session rules, mounted by console.tsx inside the private layout (the shell) in
 * the same page frame as the areas' pages: /change-password is open to every signed-in user and is
 * where an expired password keeps them.
 */
export const sessionPages: PrivateRoute[] = [
  { path: CHANGE_PASSWORD_PATH, page: () => import("@/pages/account/change-password") },
];
