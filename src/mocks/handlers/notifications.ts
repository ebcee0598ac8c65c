import { db } from "../db";
import { resource } from "../lib/crud";
import { requireFields } from "../lib/validate";

const notifications = resource({
  path: "/notifications",
  entity: "notification",
  collection: db.notifications,
  area: "NOTIFICATION",
  operations: ["list", "show", "create", "update"],
  defaults: () => ({ message: "", type: "PUSH", platform: "android", readByUserAt: null }),
  validate: (record) => {
    const errors = requireFields(record, { title: "Title", receiverUserId: "Receiver" });
    if (record.receiverUserId && !db.users.get(record.receiverUserId))
      errors.receiverUserId = "This user does not exist.";
    return errors;
  },
});

export const handlers = [...notifications];
