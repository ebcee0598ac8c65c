import { db } from "../db";
import { resource } from "../lib/crud";

const userDevices = resource({
  path: "/user-devices",
  entity: "user-device",
  collection: db.userDevices,
  area: "USER_DEVICE",
  operations: ["list", "show"],
});

export const handlers = [...userDevices];
