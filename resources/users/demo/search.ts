import { db } from "@/mocks/db";
import { addSearchKind } from "@/mocks/handlers/search";
import type { User } from "../schema/user";

/** Find anything: customers by name, e-mail or phone (as typed), and staff by name or e-mail. */
addSearchKind<User>({
  kind: "customers",
  order: 10,
  label: "menu.customer",
  permissionArea: "CUSTOMER",
  area: "customer",
  collection: () => db.users,
  include: (user) => user.userType === "CUSTOMER",
  keys: (user) => ({ texts: [user.name, user.email], phones: [user.phone] }),
  hit: (user) => ({
    id: user.userId,
    title: user.name,
    facts: [
      ...(user.phone ? [{ kind: "phone" as const, value: user.phone }] : []),
      { kind: "text", value: user.email },
    ],
  }),
});

addSearchKind<User>({
  kind: "admins",
  order: 90,
  label: "menu.admin",
  permissionArea: "ADMIN",
  area: "admin",
  collection: () => db.users,
  include: (user) => user.userType !== "CUSTOMER",
  keys: (user) => ({ texts: [user.name, user.email], phones: [user.phone] }),
  hit: (user) => ({
    id: user.userId,
    title: user.name,
    facts: [
      { kind: "text", value: user.email },
      { kind: "text", value: db.roles.get(user.roleId)?.roleName ?? "" },
    ].filter((fact) => fact.value !== "") as { kind: "text"; value: string }[],
  }),
});
