import { shipmentSettingsUpdate } from "@resources/configuration/schema/app-config";
import {
  COURIER_VENDORS,
  courierOf,
  couriersOfType,
  courierValues,
  formatCourierValue,
  parseCourierValue,
} from "@resources/configuration/schema/couriers";
import { api, signIn } from "../mocks/api";
import { inEnglish } from "@/mocks/lib/readers";

describe("courier values (aggregator dot code, spec 3)", () => {
  it("offers exactly the spec's vendors by type", () => {
    expect(couriersOfType("EXPRESS").map((vendor) => vendor.code)).toEqual([
      "tiki",
      "ninja",
      "lion",
      "jtcargo",
      "sentral",
      "anteraja",
      "ncs",
      "sicepat",
      "sap",
      "idx",
      "jne",
      "jnt",
    ]);
    expect(couriersOfType("INSTANT").map((vendor) => vendor.code)).toEqual([
      "gosend",
      "borzo",
      "grab_express",
    ]);
    expect(COURIER_VENDORS.every((vendor) => vendor.name.trim().length > 0)).toBe(true);
  });

  it("formats a code as aggregator.code and reads it back", () => {
    expect(formatCourierValue("jne")).toBe("biteship.jne");
    expect(formatCourierValue("grab_express", "shipper")).toBe("shipper.grab_express");
    expect(parseCourierValue("biteship.grab_express")).toEqual({
      aggregator: "biteship",
      code: "grab_express",
    });
    for (const vendor of COURIER_VENDORS)
      expect(parseCourierValue(formatCourierValue(vendor.code))).toEqual({
        aggregator: "biteship",
        code: vendor.code,
      });
    expect(courierValues("INSTANT")).toEqual([
      "biteship.gosend",
      "biteship.borzo",
      "biteship.grab_express",
    ]);
  });

  it("refuses what is not aggregator.code", () => {
    for (const bad of [
      "jne",
      "biteship.",
      ".jne",
      "biteship.jne.x",
      "Biteship.JNE",
      "bite ship.jne",
      "",
    ])
      expect(parseCourierValue(bad), bad).toBeUndefined();
  });

  it("names a vendor only within its type and under the console's aggregator", () => {
    expect(courierOf("biteship.jne", "EXPRESS")?.name).toBe("JNE");
    expect(courierOf("biteship.jne", "INSTANT")).toBeUndefined();
    expect(courierOf("biteship.gosend", "INSTANT")?.name).toBe("GoSend");
    expect(courierOf("biteship.paxel", "EXPRESS")).toBeUndefined();
    expect(courierOf("shipper.jne", "EXPRESS")).toBeUndefined();
  });

  it("the schema refuses a malformed or repeated value and an empty list, on its index", () => {
    const result = shipmentSettingsUpdate.safeParse({
      express: ["biteship.jne", "jne", "biteship.jne"],
      instant: [],
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), inEnglish(issue.message)]),
    );
    expect(issues["express.1"]).toMatch(/not a courier value/);
    expect(issues["express.2"]).toMatch(/chosen twice/);
    expect(issues.instant).toMatch(/at least one/);
  });
});

describe("demo API: shipment settings", () => {
  it("saves both lists, refuses a courier it does not know unless it was stored, and 409 on a stale save", async () => {
    const token = await signIn("admin@demo.test");
    const loaded = await api("GET", "/app-config-settings/shipment", { token });
    expect(loaded.payload.express).toContain("biteship.jne");

    const unknown = await api("PATCH", "/app-config-settings/shipment", {
      token,
      body: { express: ["biteship.jne", "biteship.paxel"], instant: ["biteship.gosend"] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.payload.errors["express.1"]).toMatch(/not one of the Express couriers/);
    const wrongType = await api("PATCH", "/app-config-settings/shipment", {
      token,
      body: { express: ["biteship.jne"], instant: ["biteship.jne"] },
    });
    expect(wrongType.payload.errors["instant.0"]).toMatch(/Instant/);

    const ok = await api("PATCH", "/app-config-settings/shipment", {
      token,
      body: {
        express: ["biteship.tiki", "biteship.ncs", "biteship.idx"],
        instant: ["biteship.borzo"],
        updatedAt: loaded.payload.updatedAt,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.payload).toMatchObject({
      express: ["biteship.tiki", "biteship.ncs", "biteship.idx"],
      instant: ["biteship.borzo"],
      updatedBy: { name: "Alice Admin" },
    });
    const stale = await api("PATCH", "/app-config-settings/shipment", {
      token,
      body: {
        express: ["biteship.jne"],
        instant: ["biteship.borzo"],
        updatedAt: loaded.payload.updatedAt,
      },
    });
    expect(stale.status).toBe(409);

    const catalog = await signIn("catalog@demo.test");
    expect((await api("GET", "/app-config-settings/shipment", { token: catalog })).status).toBe(
      403,
    );
  });
});
