import { collection, defineCollections } from "@/mocks/db";
import type { FavoriteMenus } from "@/contract/favorite-menu";
import type { Activity } from "../schema/account";
import { seedActivities } from "./account.seed";
import { seedFavoriteMenus } from "./favorites.seed";

export type StoredFavoriteMenus = FavoriteMenus & {
  userId: string;
  createdAt: string;
  updatedAt: string;
};

export const collections = defineCollections({
  activities: collection<Activity>("activityId", "act", seedActivities, [
    "pageUrl",
    "activityType",
  ]),
  favoriteMenus: collection<StoredFavoriteMenus>("userId", "fav", seedFavoriteMenus),
});

type AccountCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends AccountCollections {}
}
