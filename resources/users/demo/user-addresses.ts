import {
  userAddress,
  userAddressCreate,
  userAddressFields,
  userAddressUpdate,
  type UserAddress,
} from "../schema/address-book";
import { MAX_USER_ADDRESSES } from "@/contract/rules";
import { db } from "@/mocks/db";
import { resource, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { me, notFound, route } from "@/mocks/lib/route";
import { requireUser, userRecordsArea } from "./user-area";
import { say } from "@/mocks/lib/readers";

/**
 * A user's address book (`/users/{userId}/addresses`): read with the user's detail permission, changed
 * with the user's update permission (ADMIN or CUSTOMER by the user's type). Exactly one default: the
 * first address becomes it, making another one the default unsets the old one, and deleting the
 * default promotes the newest remaining address.
 */
const PATH = "/users/:userId/addresses";
const ENTITY = "user-address";

const othersOf = (userId: string, addressId?: string) =>
  db.userAddresses.filter((row) => row.userId === userId && row.addressId !== addressId);

/** The one default of a user's book: every other address stops being it. */
function unsetOtherDefaults(record: UserAddress) {
  for (const other of othersOf(record.userId, record.addressId))
    if (other.isDefault) db.userAddresses.update(other.addressId, { isDefault: false });
}

const setDefault = route({
  method: "patch",
  path: `${PATH}/:id/default`,
  area: userRecordsArea,
  action: "edit",
  summary: "Make an address the user's default (the old default stops being it)",
  response: userAddress,
  params: { userId: { from: "/users", field: "userId" } },
  errors: [404],
  handler: (ctx) => {
    const auth = me(ctx);
    requireUser(ctx);
    const existing = db.userAddresses.get(ctx.params.id!);
    if (!existing || existing.userId !== ctx.params.userId)
      throw notFound(say("users:api.addressNotFound"));
    if (existing.isDefault) return existing;
    const record = { ...existing, isDefault: true, updatedAt: nowIso() };
    db.userAddresses.replace(record);
    unsetOtherDefaults(record);
    writeChangeLog(ENTITY, auth, "UPDATE", record.addressId, record.label, existing, record);
    return record;
  },
});

export const handlers = resource<UserAddress>({
  path: PATH,
  entity: ENTITY,
  collection: db.userAddresses,
  area: userRecordsArea,
  actions: { list: "show", show: "show", create: "edit", edit: "edit", delete: "edit" },
  labelField: "label",
  schemas: {
    create: userAddressCreate,
    update: userAddressUpdate,
    // Whose book it is, kept beside what the user writes.
    write: userAddressFields.extend(userAddress.pick({ userId: true }).shape),
    answer: userAddress,
  },
  scope: (row, ctx) => row.userId === ctx.params.userId,
  forced: (ctx) => ({ userId: requireUser(ctx).userId }),
  // The first address of a book is its default, whatever was sent.
  prepare: (record, existing) =>
    othersOf(String(record.userId), existing?.addressId).length === 0
      ? { ...record, isDefault: true }
      : record,
  validate: (record, existing) => {
    const errors: Record<string, string> = {};
    if (!existing && othersOf(record.userId).length >= MAX_USER_ADDRESSES)
      errors.label = say("users:api.addressBookFull", { max: MAX_USER_ADDRESSES });
    if (existing?.isDefault && !record.isDefault) errors.isDefault = say("users:api.otherDefault");
    return errors;
  },
  afterWrite: (record) => {
    if (record.isDefault) unsetOtherDefaults(record);
  },
  beforeDelete: (existing) => {
    if (!existing.isDefault) return;
    const [newest] = othersOf(existing.userId, existing.addressId).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    if (newest) db.userAddresses.update(newest.addressId, { isDefault: true });
  },
  extra: [setDefault],
});
