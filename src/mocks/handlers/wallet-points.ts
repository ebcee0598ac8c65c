import { pendingRecord } from "@/contract/common";
import { db } from "../db";
import type { AnyRecord } from "../db/collection";
import { resource } from "../lib/crud";
import { nowIso } from "../lib/profile";
import { invalid, route } from "../lib/route";
import { requireFields } from "../lib/validate";

const walletPointChange = (kind: "addPoint" | "removePoint") =>
  route({
    method: "post",
    path: `/wallet-points/${kind === "addPoint" ? "add-point" : "remove-point"}`,
    area: "WALLET_POINT",
    action: kind,
    summary: `${kind === "addPoint" ? "Add points to" : "Remove points from"} a customer's wallet`,
    response: pendingRecord("wpId", "WalletPoint"),
    status: 201,
    noCheck: true,
    errors: [422],
    handler: async (ctx) => {
      const body = await ctx.body<AnyRecord>();
      const errors = requireFields(body, {
        userId: "Customer",
        points: "Points",
        description: "Reason",
      });
      const customer = db.users.get(String(body.userId ?? ""));
      if (body.userId && (!customer || customer.userType !== "CUSTOMER"))
        errors.userId = "Choose an existing customer.";
      if (
        !errors.points &&
        (typeof body.points !== "number" || !Number.isInteger(body.points) || body.points <= 0)
      )
        errors.points = "Points must be a whole number above 0.";
      const history = db.walletPoints
        .filter((row) => row.userId === body.userId)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const balance = Number(history[0]?.balanceAfter ?? 0);
      if (!errors.points && kind === "removePoint" && Number(body.points) > balance)
        errors.points = `The customer has only ${balance} points.`;
      if (Object.keys(errors).length) throw invalid(errors);
      const at = nowIso();
      const points = Number(body.points);
      return db.walletPoints.insert({
        wpId: db.walletPoints.newId(),
        userId: customer!.userId,
        customerName: customer!.name,
        type: kind === "addPoint" ? "ADD" : "REMOVE",
        points,
        balanceAfter: kind === "addPoint" ? balance + points : balance - points,
        description: String(body.description),
        transactionId: null,
        createdAt: at,
        updatedAt: at,
      });
    },
  });

const walletPoints = resource({
  path: "/wallet-points",
  entity: "wallet-point",
  collection: db.walletPoints,
  area: "WALLET_POINT",
  operations: ["list", "show"],
  extra: [walletPointChange("addPoint"), walletPointChange("removePoint")],
});

// --- banners ------------------------------------------------------------------------------------

export const handlers = [...walletPoints];
