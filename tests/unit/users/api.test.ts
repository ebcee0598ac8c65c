import { config } from "@/config";
import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are loosely typed JSON */
const customerRole = config.customerRoleId;

describe("users API: the customer list is bound to the one customer role", () => {
  it("lists only customer-role users as customers and every other role as admins", async () => {
    const token = await signIn("admin@demo.test");
    const customers = await api("GET", `/users?roleId=${customerRole}&_end=1000`, { token });
    expect(customers.status).toBe(200);
    expect(customers.payload.count).toBeGreaterThanOrEqual(500);
    expect(customers.payload.results.every((user: any) => user.roleId === customerRole)).toBe(true);
    expect(customers.payload.results.every((user: any) => user.userType === "CUSTOMER")).toBe(true);

    const admins = await api("GET", `/users?roleId_ne=${customerRole}&_end=1000`, { token });
    expect(admins.payload.count).toBeGreaterThanOrEqual(200);
    expect(admins.payload.results.some((user: any) => user.roleId === customerRole)).toBe(false);
    expect(new Set(admins.payload.results.map((user: any) => user.roleId)).size).toBeGreaterThan(3);

    // Asking the admin list for the customer role gives nothing: the lists never mix.
    const mixed = await api("GET", `/users?roleId=${customerRole}&roleId=rol-manager&_end=1000`, {
      token,
    });
    expect(mixed.payload.results.every((user: any) => user.roleId === "rol-manager")).toBe(true);
  });

  it("judges each list by its own area: CUSTOMER permissions do not open the admins", async () => {
    // Operations Staff holds USER.LIST, ROLE.LIST and PRESCRIPTION.LIST: both lists.
    const token = await signIn("catalog@demo.test");
    expect((await api("GET", `/users?roleId=${customerRole}`, { token })).status).toBe(403);
    const admin = await signIn("admin@demo.test");
    const customer = db.users.find((user) => user.roleId === customerRole)!;
    const detail = await api("GET", `/users/${customer.userId}`, { token: admin });
    expect(detail.payload.role.roleName).toBe("Customer");
  });

  it("creates a customer with the customer role only, and an admin with any other role", async () => {
    const token = await signIn("admin@demo.test");
    const base = { firstName: "Wulan", lastName: "Sari", password: "Rahasia123!" };
    const customer = await api("POST", "/users", {
      token,
      body: { ...base, email: "wulan.sari@gmail.com", roleId: customerRole },
    });
    expect(customer.status).toBe(201);
    expect(customer.payload).toMatchObject({ userType: "CUSTOMER", name: "Wulan Sari" });
    const promote = await api("PATCH", `/users/${customer.payload.userId}`, {
      token,
      body: { roleId: "rol-marketing" },
    });
    expect(promote.payload.errors.roleId).toBe("A customer keeps the customer role.");
    const noPassword = await api("POST", "/users", {
      token,
      body: { firstName: "Tono", email: "tono@optikprima.co.id", roleId: "rol-catalog" },
    });
    expect(noPassword.payload.errors.password).toBe("Field is required");
  });
});

describe("users API: nobody deletes or deactivates themselves; admins need FORCE_DELETE_OTHER_USER", () => {
  it("refuses the own account and deletes another admin only with the permission", async () => {
    const admin = await signIn("admin@demo.test");
    const self = await api("DELETE", "/users/usr-admin", { token: admin });
    expect(self.status).toBe(403);
    expect(self.message).toBe("You cannot delete your own account.");
    const deactivate = await api("PATCH", "/users/usr-admin", {
      token: admin,
      body: { isActive: false },
    });
    expect(deactivate.payload.errors.isActive).toBe("You cannot deactivate your own account.");

    // The Store Manager may delete users but lacks FORCE_DELETE_OTHER_USER.
    const manager = await signIn("manager@demo.test");
    const refused = await api("DELETE", "/users/usr-st-1", { token: manager });
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/USER\.FORCE_DELETE_OTHER_USER/);
    const customerGone = await api("DELETE", "/users/usr-c-2", { token: manager });
    expect(customerGone.status).toBe(200);
    const adminGone = await api("DELETE", "/users/usr-st-1", { token: admin });
    expect(adminGone.status).toBe(200);
    expect(db.users.get("usr-st-1")).toBeUndefined();
  });
});
