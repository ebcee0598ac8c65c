import { getSession } from "@providers/auth/session";
import { decideAccess } from "@providers/access-control";
import { can } from "@providers/access-control/permissions";
import { dataProvider } from "@providers/data";
import { apiPath } from "@providers/data/api-path";
import { links } from "../links";
import { outletOf, outletParams } from "./use-dashboard-view";

/** Whether a role sees the main dashboard's figures and charts: the DASHBOARD codes of spec 6. */
const seesMainFigures = (permissions: readonly string[] | null | undefined) =>
  can(permissions, "DASHBOARD", "list");

/** How long an answer asked for early may wait for the page to take it. */
export const EARLY_ANSWER_MS = 10_000;

type Query = Record<string, string | undefined>;
type Answer = Awaited<ReturnType<NonNullable<typeof dataProvider.custom>>>;

/** A call asked for early: when, its answer on its way, and that answer once it has arrived. */
interface EarlyCall {
  at: number;
  answer: Promise<Answer>;
  settled?: Answer;
}

const asked = new Map<string, EarlyCall>();

/** One call's key, whatever the order of its query: its path and its query's set values. */
export const keyOf = (url: string, query: Query) =>
  `${url}?${Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join("&")}`;

/** Sends one figures call now; the panel that makes the same call takes its answer (takeEarly). */
export function askEarly(url: string, query: Query): Promise<Answer> {
  const answer = dataProvider.custom!({ url, method: "get", query });
  const early: EarlyCall = { at: Date.now(), answer };
  // Kept as it arrives, so that a panel rendered after it shows it in its first render (settledEarly).
  // Nobody may take it (the page was left): its failure is nobody's to report.
  answer.then((value) => (early.settled = value)).catch(() => undefined);
  asked.set(keyOf(url, query), early);
  return answer;
}

/**
 * The answer of the same call asked for early, once, if it has already arrived and is recent; else
 * undefined (and the call, if on its way, stays for takeEarly).
 */
export function settledEarly(url: string, query: Query): Answer | undefined {
  const key = keyOf(url, query);
  const found = asked.get(key);
  if (!found?.settled || Date.now() - found.at >= EARLY_ANSWER_MS) return undefined;
  asked.delete(key);
  return found.settled;
}

/** The answer of the same call asked for early, once, if it is recent; else undefined. */
export function takeEarly(url: string, query: Query): Promise<Answer> | undefined {
  const key = keyOf(url, query);
  const found = asked.get(key);
  asked.delete(key);
  return found && Date.now() - found.at < EARLY_ANSWER_MS ? found.answer : undefined;
}

/** Whether a dashboard shows its figures to the signed-in user (as `Body` in dashboard-body.tsx decides). */
export const seesFigures = (app: "main" | "sub") =>
  app === "main"
    ? seesMainFigures(getSession()?.user.role.permissions)
    : decideAccess({ resource: "transactions", action: "list" }).can;

/**
 * A dashboard's figures (`/dashboard/summary` and, to those who may list wallet points,
 * `/dashboard/points`, for the outlet in the address), asked for as soon as the page's code arrives
 * instead of after its first render: the backend works on them while the browser evaluates the page
 * and renders the shell, and the first render shows them (about 90 ms sooner on a cold sign-in).
 * Only when the dashboard (/dashboard, or the sub app's /my-dashboard) is the page being opened (not
 * when its code is fetched ahead of a click), and only the calls its panels will make (the same
 * permissions). Settles once they have (the page's `firstView`), if any was sent.
 */
export function askDashboardFiguresEarly(
  location: Pick<Location, "pathname" | "search">,
  app: "main" | "sub" = "main",
): Promise<unknown> | undefined {
  const home = app === "main" ? links.dashboard.list() : links.myDashboard.list();
  if (location.pathname !== home || !seesFigures(app)) return undefined;
  const query = outletParams(outletOf(new URLSearchParams(location.search)));
  return Promise.allSettled([
    askEarly(apiPath("/dashboard/summary"), query),
    // The points panel's own question (useAccess("wallet-points", "list") in dashboard-body.tsx).
    decideAccess({ resource: "wallet-points", action: "list" }).can
      ? askEarly(apiPath("/dashboard/points"), query)
      : undefined,
  ]);
}
