import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

describe("demo API: the own profile (PATCH /users/me)", () => {
  it("refuses a too-long name with the field named in English, and stores an emptied one as none", async () => {
    const token = await signIn("admin@demo.test");
    const long = await api("PATCH", "/users/me", { token, body: { firstName: "A".repeat(51) } });
    expect(long.status).toBe(422);
    expect(long.payload.errors).toEqual({ firstName: "First name is at most 50 characters." });
    expect(db.users.get("usr-admin")!.firstName).toBe("Alice");

    const emptied = await api("PATCH", "/users/me", { token, body: { lastName: null } });
    expect(emptied.status).toBe(200);
    expect(db.users.get("usr-admin")).toMatchObject({ lastName: null, name: "Alice" });
  });
});
