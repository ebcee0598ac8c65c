import type { UserAddress } from "../schema/address-book";
import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { address, customersOf } from "./users.seed";

/**
 * Address books: every customer's home (their profile address, the default), an office for one in four,
 * a family address for one in ten. Derived from the users seed.
 */
export const seedUserAddresses = seeded<UserAddress>("userAddresses", (size) => {
  const random = createRandom(`userAddresses:${size}`);
  const rows: UserAddress[] = [];
  customersOf(size).forEach((customer, i) => {
    if (!customer.address) return;
    const created = Date.parse(customer.createdAt);
    const book: [string, string, UserAddress["address"]][] = [
      ["Home", customer.name, customer.address],
    ];
    if (i % 4 === 1) book.push(["Office", customer.name, address(random)]);
    if (i % 10 === 3)
      book.push([random.pick(["Parents", "Kos", "Apartment"]), customer.name, address(random)]);
    book.forEach(([label, recipientName, where], k) => {
      // Added some days after the account, never after the seeding's "now".
      const at = iso(Math.min(created + k * random.int(1, 30) * DAY, anchor() - k * 60_000));
      rows.push({
        addressId: `adr-${rows.length + 1}`,
        userId: customer.userId,
        label,
        recipientName,
        phone: customer.phone.startsWith("+62") ? customer.phone : `+62${customer.phone.slice(1)}`,
        address: where,
        isDefault: k === 0,
        createdAt: at,
        updatedAt: at,
      });
    });
  });
  return rows;
});
