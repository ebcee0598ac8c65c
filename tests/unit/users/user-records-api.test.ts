import { db } from "@/mocks/node";
import { customersOf } from "@resources/users/demo/users.seed";
import { api, signIn } from "../mocks/api";

const home = {
  label: "Home",
  recipientName: "Budi Santoso",
  phone: "+62 812 3456 7890",
  address: {
    province: "DKI Jakarta",
    city: "Jakarta Selatan",
    district: "Mampang Prapatan",
    subDistrict: "Bangka",
    postalCode: "12730",
    street: "Jl. Kemang Raya No. 5",
  },
};

describe("demo API: address books", () => {
  it("keeps exactly one default: the first, a new default, and the newest after deleting it", async () => {
    const token = await signIn("admin@demo.test");
    const path = "/users/usr-manager/addresses";
    const first = await api("POST", path, { token, body: { ...home, isDefault: false } });
    expect(first.status).toBe(201);
    expect(first.payload).toMatchObject({ userId: "usr-manager", isDefault: true });

    const office = await api("POST", path, { token, body: { ...home, label: "Office" } });
    expect(office.payload.isDefault).toBe(false);
    const kos = await api("POST", path, {
      token,
      body: { ...home, label: "Kos", isDefault: true },
    });
    expect(kos.payload.isDefault).toBe(true);
    const defaults = () =>
      db.userAddresses
        .filter((row) => row.userId === "usr-manager" && row.isDefault)
        .map((row) => row.label);
    expect(defaults()).toEqual(["Kos"]);

    const made = await api("PATCH", `${path}/${first.payload.addressId}/default`, { token });
    expect(made.payload.isDefault).toBe(true);
    expect(defaults()).toEqual(["Home"]);

    const refused = await api("PATCH", `${path}/${first.payload.addressId}`, {
      token,
      body: { isDefault: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors.isDefault).toBe("Make another address the default instead.");

    expect((await api("DELETE", `${path}/${first.payload.addressId}`, { token })).status).toBe(200);
    expect(defaults()).toEqual(["Kos"]);
    const list = await api("GET", path, { token });
    expect(list.payload.count).toBe(2);
  });

  it("accepts a phone number as typed (08…, 628…, +62 …) and stores it one way, +62…", async () => {
    const token = await signIn("admin@demo.test");
    const path = "/users/usr-manager/addresses";
    for (const typed of ["0812-3456-7890", "6281234567890", "+62 812 3456 7890"]) {
      const made = await api("POST", path, { token, body: { ...home, phone: typed } });
      expect(made.status).toBe(201);
      expect(made.payload.phone).toBe("+6281234567890");
    }
  });

  it("answers 422 on the field, reads with the user's detail and writes with the user's update codes", async () => {
    const admin = await signIn("admin@demo.test");
    const customer = customersOf("normal")[0]!;
    const path = `/users/${customer.userId}/addresses`;
    const bad = await api("POST", path, {
      token: admin,
      body: { ...home, phone: "0812", address: { ...home.address, street: "" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors).toMatchObject({
      phone: "Enter an Indonesian number, such as 0812-3456-7890 or +62 812-3456-7890.",
      "address.street": "Please enter the street and number.",
    });

    const operations = await signIn("expired@demo.test");
    const read = await api("GET", path, { token: operations });
    expect(read.status).toBe(200);
    expect(
      read.payload.results.every((row: { userId: string }) => row.userId === customer.userId),
    ).toBe(true);
    const write = await api("POST", path, { token: operations, body: home });
    expect(write.status).toBe(403);
    expect(write.message).toContain("USER.UPDATE");
    expect(
      (await api("POST", "/users/usr-nobody/addresses", { token: admin, body: home })).status,
    ).toBe(404);
  });
});

describe("demo API: eye prescriptions", () => {
  const rx = {
    examinedAt: new Date(Date.now() - 86_400_000).toISOString(),
    right: { sph: -2.25, cyl: -0.75, axis: 90, add: 0 },
    left: { sph: -2, cyl: 0, axis: 0, add: 0 },
    pd: 62,
    examiner: "Rina, optometrist",
    notes: "New frame",
  };

  it("seeds half the customers and lists a customer's newest first", async () => {
    const customers = customersOf("normal");
    const owners = new Set(db.prescriptions.all().map((row) => row.userId));
    expect(owners.size).toBe(Math.ceil(customers.length / 2));
    const token = await signIn("admin@demo.test");
    const customer = customers[0]!;
    const created = await api("POST", `/users/${customer.userId}/prescriptions`, {
      token,
      body: rx,
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      userId: customer.userId,
      customerName: customer.name,
      examiner: "Rina, optometrist",
      age: expect.any(Number),
    });
    const list = await api(
      "GET",
      `/users/${customer.userId}/prescriptions?_sort=examinedAt&_order=desc`,
      { token },
    );
    expect(list.payload.results[0].prescriptionId).toBe(created.payload.prescriptionId);
    const dates = list.payload.results.map((row: { examinedAt: string }) => row.examinedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    // The checker loads it, with who examined.
    const checker = await api(
      "GET",
      `/simulate-prescription-checker/customers?q=${encodeURIComponent(customer.email)}`,
      { token },
    );
    expect(checker.payload.results[0].prescriptions[0]).toMatchObject({
      prescriptionId: created.payload.prescriptionId,
      examiner: "Rina, optometrist",
    });
  });

  it("refuses values out of range or off their step, a future date, and users who are not customers", async () => {
    const token = await signIn("admin@demo.test");
    const customer = customersOf("normal")[1]!;
    const bad = await api("POST", `/users/${customer.userId}/prescriptions`, {
      token,
      body: {
        ...rx,
        examinedAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        right: { sph: -2.3, cyl: -0.75, axis: 90.5, add: 4 },
        pd: 90,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors).toEqual({
      examinedAt: "The examination date cannot be in the future.",
      "right.sph": "SPH goes in steps of 0.25.",
      "right.axis": "AXIS must be a whole number.",
      "right.add": "ADD must be at most 3.5.",
      pd: "PD (mm) must be at most 80.",
    });
    // Past the lower limits too: refused with the limit, never clamped to it.
    const low = await api("POST", `/users/${customer.userId}/prescriptions`, {
      token,
      body: { ...rx, left: { sph: -20.25, cyl: -10.25, axis: -1, add: -0.25 }, pd: 39.5 },
    });
    expect(low.status).toBe(422);
    expect(low.payload.errors).toEqual({
      "left.sph": "SPH must be at least -20.",
      "left.cyl": "CYL must be at least -10.",
      "left.axis": "AXIS must be at least 0.",
      "left.add": "ADD must be at least 0.",
      pd: "PD (mm) must be at least 40.",
    });
    expect(db.prescriptions.filter((row) => row.pd < 40 || row.pd > 80)).toHaveLength(0);
    // The values the form refuses (tests/integration/users/prescription-history), in the same words.
    const typed = await api("POST", `/users/${customer.userId}/prescriptions`, {
      token,
      body: {
        ...rx,
        right: { ...rx.right, sph: -2.3 },
        left: { ...rx.left, add: 5 },
        pd: 39,
      },
    });
    expect(typed.status).toBe(422);
    expect(typed.payload.errors).toEqual({
      "right.sph": "SPH goes in steps of 0.25.",
      "left.add": "ADD must be at most 3.5.",
      pd: "PD (mm) must be at least 40.",
    });
    // The limits themselves are plausible values, kept as sent.
    const edge = await api("POST", `/users/${customer.userId}/prescriptions`, {
      token,
      body: { ...rx, right: { sph: 20, cyl: -10, axis: 180, add: 3.5 }, pd: 80 },
    });
    expect(edge.status).toBe(201);
    expect(edge.payload).toMatchObject({
      right: { sph: 20, cyl: -10, axis: 180, add: 3.5 },
      pd: 80,
    });
    const staff = await api("POST", "/users/usr-manager/prescriptions", { token, body: rx });
    expect(staff.status).toBe(404);
    expect(staff.message).toBe("This customer was not found.");
  });
});
