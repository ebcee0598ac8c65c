import { daysAgo, seeded } from "@/mocks/lib/seed";
import type { StoredFavoriteMenus as FavoriteMenus } from "./db";

export const seedFavoriteMenus = seeded<FavoriteMenus>("favoriteMenus", () => [
  {
    userId: "usr-admin",
    menus: [
      { key: "/products", menu: "Product" },
      { key: "/transactions", menu: "Transaction" },
    ],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  },
  {
    userId: "usr-catalog",
    menus: [{ key: "/products", menu: "Product" }],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  },
]);
