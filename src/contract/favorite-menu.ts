/** Favorite menus of the signed-in user (spec 3 "Favorite menu"). */
import { z } from "./common";

export const favoriteMenu = z
  .object({
    key: z
      .string({ error: () => "key is required." })
      .min(1, "key is required.")
      .startsWith("/", "key must be a route path starting with /.")
      .meta({ description: 'A route path, e.g. "/products".' }),
    menu: z
      .string({ error: () => "menu is required." })
      .trim()
      .min(1, "menu is required."),
  })
  .meta({ id: "FavoriteMenu" });

export const favoriteMenus = z
  .object({ menus: z.array(favoriteMenu) })
  .meta({ id: "FavoriteMenus" });

export const deleteFavoriteRequest = favoriteMenu
  .pick({ key: true })
  .meta({ id: "DeleteFavoriteRequest" });

export type FavoriteMenu = z.infer<typeof favoriteMenu>;
export type FavoriteMenus = z.infer<typeof favoriteMenus>;
