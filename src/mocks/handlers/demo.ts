import { listOf, listQuery, z } from "@/contract/common";
import { demoReset, demoStatus, outboxMail, region, REGION_LEVELS } from "@/contract/shell";
import { db, getDataSize, keptOverlays, resetDb } from "../db";
import { activeFaults, clearAllFaults } from "../lib/faults";
import { allRegions } from "../db/regions-data";
import { listRows } from "../lib/query";
import { route } from "../lib/route";

/** Demo-only endpoints: reset, the outbox of sent e-mails, and the public region search. */
type ResetHook = () => Promise<void> | void;
let afterReset: ResetHook = () => undefined;
/** The browser registers the IndexedDB wipe here. */
export const onDemoReset = (hook: ResetHook) => {
  afterReset = hook;
};

export const handlers = [
  route({
    method: "get",
    path: "/demo/status",
    auth: false,
    summary: "Demo only: its data set and the faults it makes on purpose (the demo banner)",
    response: demoStatus,
    noCheck: true,
    handler: () => ({ dataSize: getDataSize(), faults: activeFaults() }),
  }),
  route({
    method: "delete",
    path: "/demo/faults",
    auth: false,
    summary: "Demo only: stop every fault of the fault switch",
    response: demoStatus,
    handler: () => {
      clearAllFaults();
      return { dataSize: getDataSize(), faults: activeFaults() };
    },
  }),
  route({
    method: "post",
    path: "/demo/reset",
    auth: false,
    summary: "Demo only: every record back to its seed (open sessions stay)",
    response: demoReset,
    handler: async () => {
      // Everything goes back to the seed except the open sessions: whoever clicked
      // "Reset demo data" stays signed in.
      resetDb(keptOverlays());
      await afterReset();
      return { resetAt: new Date().toISOString() };
    },
  }),
  route({
    method: "get",
    path: "/demo/outbox",
    auth: false,
    summary: "Demo only: the e-mails the demo API sent (password-reset links…)",
    query: listQuery(outboxMail),
    response: listOf(outboxMail),
    noCheck: true,
    handler: (ctx) => {
      const rows = db.outbox.all().map(({ to, subject, link, body, createdAt, mailId }) => ({
        id: mailId,
        mailId,
        to,
        subject,
        link,
        body,
        createdAt,
      }));
      return listRows(rows, ctx.query, { searchFields: ["to", "subject"] });
    },
  }),
  route({
    method: "get",
    path: "/regions",
    auth: false,
    summary: "Search the Indonesian regions (address picker; 20 per page unless _end says)",
    query: listQuery(region).extend({
      level: z.enum(REGION_LEVELS).optional().meta({ description: "Only places of this level." }),
    }),
    response: listOf(region),
    handler: (ctx) => {
      const query = new URLSearchParams(ctx.query);
      if (!query.has("_end")) query.set("_end", String(Number(query.get("_start") ?? 0) + 20));
      const level = query.get("level");
      query.delete("level");
      const rows = allRegions();
      return listRows(level ? rows.filter((row) => row.level === level) : rows, query, {
        searchFields: ["name", "label", "postalCode"],
        defaultSort: { field: "regionId", order: "asc" },
      });
    },
  }),
];
