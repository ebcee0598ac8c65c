import { sidebarCheck } from "@/contract/shell";
import { me, route, type Auth } from "../lib/route";

/**
 * The badges of the sidebar entries (`GET backoffice-sidebar-checker`, spec 2.3): each domain adds its
 * own with `addBadge`, keyed by the route path of its entry without the slash. A true value shows an
 * orange dot, a number above 0 an orange count.
 */
type Badge = (auth: Auth) => boolean | number;
const badges = new Map<string, Badge>();

export const addBadge = (route: string, badge: Badge) => {
  badges.set(route, badge);
};

export const handlers = [
  route({
    method: "get",
    path: "/backoffice-sidebar-checker",
    summary: "Badge values of the sidebar entries",
    response: sidebarCheck,
    handler: (ctx) => {
      const auth = me(ctx);
      return Object.fromEntries([...badges].map(([key, badge]) => [key, badge(auth)]));
    },
  }),
];
