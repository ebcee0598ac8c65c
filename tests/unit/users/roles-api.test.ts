import { routes } from "@resources/demo";
import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

describe("demo API: roles", () => {
  it("answers the base permissions list and the holders of each code", async () => {
    const token = await signIn("admin@demo.test");
    const base = await api("GET", "/roles/base-permissions", { token });
    expect(base.status).toBe(200);
    const product = base.payload.find((entry: { code: string }) => entry.code === "PRODUCT.CREATE");
    expect(product).toEqual({
      code: "PRODUCT.CREATE",
      area: "PRODUCT",
      action: "CREATE",
      requires: ["BRAND.LIST", "PRODUCT_CATEGORY.LIST"],
    });
    const holders = await api("GET", "/roles/permission-holders", { token });
    expect(holders.payload["ROLE.UPDATE"]).toBe(1);
    expect(holders.payload["BRAND.LIST"]).toBeGreaterThan(1);
    const catalog = await signIn("catalog@demo.test");
    expect((await api("GET", "/roles/base-permissions", { token: catalog })).status).toBe(403);
  });

  it("refuses to remove one's own role-management codes (422 on permissions) and unknown codes", async () => {
    const token = await signIn("admin@demo.test");
    const own = db.roles.get("rol-super-admin")!;
    const kept = own.permissions.filter((code) => code !== "ROLE.UPDATE" && code !== "ROLE.LIST");
    const refused = await api("PATCH", "/roles/rol-super-admin", {
      token,
      body: { permissions: kept },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors.permissions).toBe(
      "You cannot remove from your own role the permissions that let you manage roles: ROLE.LIST, ROLE.UPDATE.",
    );
    expect(db.roles.get("rol-super-admin")!.permissions).toContain("ROLE.UPDATE");
    // Anything else may go.
    const fine = await api("PATCH", "/roles/rol-super-admin", {
      token,
      body: { permissions: own.permissions.filter((code) => code !== "BRAND.DELETE") },
    });
    expect(fine.status).toBe(200);
    // Another role may lose role management.
    const other = await api("PATCH", "/roles/rol-manager", {
      token,
      body: { permissions: ["LOGIN.LOGIN_CMS_ADMIN"] },
    });
    expect(other.status).toBe(200);
    const unknown = await api("POST", "/roles", {
      token,
      body: { roleName: "Odd", permissions: ["PRODUCT.LIST", "PRODUCT.FLY"] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.payload.errors.permissions).toBe("Unknown permissions: PRODUCT.FLY.");
  });

  it("never deletes a role; an archived role keeps its members but is given to no one new", async () => {
    const token = await signIn("admin@demo.test");
    expect(routes.some((item) => item.method === "delete" && item.path.startsWith("/roles"))).toBe(
      false,
    );
    const archived = await api("PATCH", "/roles/rol-catalog/archive", { token });
    expect(archived.status).toBe(200);
    expect(archived.payload.memberCount).toBe(
      db.users.filter((user) => user.roleId === "rol-catalog").length,
    );
    expect(archived.payload.memberCount).toBeGreaterThan(0);
    expect(db.users.get("usr-catalog")!.roleId).toBe("rol-catalog");
    // Its member still signs in with it.
    expect(await signIn("catalog@demo.test")).toBeTruthy();
    // A new admin with that role: refused while it is archived, accepted once it is back.
    const addMember = () =>
      api("POST", "/users", {
        token,
        body: {
          firstName: "Baru",
          email: "baru@demo.test",
          password: "Demo1234!",
          roleId: "rol-catalog",
        },
      });
    const created = await addMember();
    expect(created.status).toBe(422);
    expect(created.payload.errors.roleId).toMatch(/archived/);
    await api("PATCH", "/roles/rol-catalog/unarchive", { token });
    const again = await addMember();
    expect(again.status).toBe(201);
  });

  it("enforces a changed role at once", async () => {
    const admin = await signIn("admin@demo.test");
    const catalog = await signIn("catalog@demo.test");
    expect((await api("GET", "/product/brands/brd-1", { token: catalog })).status).toBe(200);
    const role = db.roles.get("rol-catalog")!;
    await api("PATCH", "/roles/rol-catalog", {
      token: admin,
      body: { permissions: role.permissions.filter((code) => code !== "BRAND.DETAIL") },
    });
    expect((await api("GET", "/product/brands/brd-1", { token: catalog })).status).toBe(403);
  });
});

describe("demo API: sub roles", () => {
  it("derives the profile's sub roles from the definitions and their members", async () => {
    const token = await signIn("subadmin@demo.test");
    const mine = await api("GET", "/my-sub-roles", { token });
    expect(mine.payload.map((row: { subRoleId: string }) => row.subRoleId)).toEqual([
      "srl-2",
      "srl-3",
    ]);
    expect(mine.payload[1].stores).toHaveLength(1);
    const manager = await signIn("manager@demo.test");
    expect((await api("GET", "/my-sub-roles", { token: manager })).payload).toHaveLength(1);
    expect((await api("GET", "/my-stores", { token: manager })).payload.count).toBeGreaterThan(0);
  });

  it("gives and takes sub roles per user; archived ones are kept, not newly given", async () => {
    const token = await signIn("admin@demo.test");
    const given = await api("PUT", "/users/usr-nosub/sub-roles", {
      token,
      body: { subRoleIds: ["srl-4"] },
    });
    expect(given.status).toBe(200);
    expect(given.payload.map((row: { subRoleId: string }) => row.subRoleId)).toEqual(["srl-4"]);
    const nosub = await signIn("nosub@demo.test");
    expect((await api("GET", "/users/me", { token: nosub })).payload.subRoles).toHaveLength(1);

    await api("PATCH", "/sub-roles/srl-1/archive", { token });
    const refused = await api("PUT", "/users/usr-nosub/sub-roles", {
      token,
      body: { subRoleIds: ["srl-4", "srl-1"] },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors.subRoleIds).toMatch(/Archived sub roles/);
    // The manager keeps the archived one.
    const manager = await signIn("manager@demo.test");
    expect((await api("GET", "/my-sub-roles", { token: manager })).payload).toHaveLength(1);

    const cleared = await api("PUT", "/users/usr-nosub/sub-roles", {
      token,
      body: { subRoleIds: [] },
    });
    expect(cleared.payload).toEqual([]);
    expect(db.subRoles.get("srl-4")!.userIds).toEqual([]);
  });

  it("checks a definition: brand, the stores of a STORE sub role, a unique name", async () => {
    const token = await signIn("admin@demo.test");
    const noStores = await api("POST", "/sub-roles", {
      token,
      body: { roleName: "Kemang Admin", type: "STORE", brandId: "brd-1", storeIds: [] },
    });
    expect(noStores.payload.errors.storeIds).toBe("Choose at least one store.");
    const otherBrand = db.stores.find((store) => store.companyBrandId === "brd-2")!.storeId;
    const wrong = await api("POST", "/sub-roles", {
      token,
      body: { roleName: "Kemang Admin", type: "STORE", brandId: "brd-1", storeIds: [otherBrand] },
    });
    expect(wrong.payload.errors.storeIds).toBe("Every store must belong to the sub role's brand.");
    const brand = await api("POST", "/sub-roles", {
      token,
      body: { roleName: "Whole Brand", type: "BRAND", brandId: "brd-1", storeIds: [otherBrand] },
    });
    expect(brand.status).toBe(201);
    expect(brand.payload.storeIds).toEqual([]);
    expect(
      brand.payload.stores.every(
        (store: { companyBrandId: string }) => store.companyBrandId === "brd-1",
      ),
    ).toBe(true);
    const twice = await api("POST", "/sub-roles", {
      token,
      body: { roleName: "whole brand", type: "BRAND", brandId: "brd-2" },
    });
    expect(twice.payload.errors.roleName).toBe("This sub role name is already used.");
    // An edit is checked as the whole sub role it leaves: a STORE sub role keeps a store.
    const store = db.subRoles.find((row) => row.type === "STORE")!;
    const emptied = await api("PATCH", `/sub-roles/${store.subRoleId}`, {
      token,
      body: { storeIds: [] },
    });
    expect(emptied.status).toBe(422);
    expect(emptied.payload.errors.storeIds).toBe("Choose at least one store.");
    expect(db.subRoles.get(store.subRoleId)!.storeIds).toEqual(store.storeIds);
  });
});
