import { App } from "antd";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import {
  addFavoriteMenu,
  deleteFavoriteMenu,
  getFavoriteMenus,
  type FavoriteMenu,
} from "@providers/data/api";
import { config } from "@/config";
import { useErrorToast } from "@/lib/error-toast";

/** What a click on the star does (spec 4 "Favorite toggle"). */
export type FavoriteToggle = "remove" | "add" | "full";

export function favoriteToggle(
  menus: FavoriteMenu[],
  key: string,
  max = config.ui.maxFavoriteMenus,
): FavoriteToggle {
  if (menus.some((menu) => menu.key === key)) return "remove";
  return menus.length >= max ? "full" : "add";
}

/** How many more favorites fit. */
export const remainingSlots = (menus: FavoriteMenu[], max = config.ui.maxFavoriteMenus) =>
  Math.max(0, max - menus.length);

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

interface FavoritesValue {
  menus: FavoriteMenu[];
  loading: boolean;
  isFavorite: (key: string) => boolean;
  toggle: (menu: FavoriteMenu) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** One add-menu call per menu, then "Successfully Add Menu". Resolves false on a failure. */
  addMany: (menus: FavoriteMenu[]) => Promise<boolean>;
  refresh: () => Promise<void>;
}

const FavoritesContext = createContext<FavoritesValue | undefined>(undefined);

export function useFavorites(): FavoritesValue {
  const value = useContext(FavoritesContext);
  if (!value) throw new Error("useFavorites outside <FavoritesProvider>");
  return value;
}

/** The current user's favorite menus (`GET favorite-menus/me`), shared by the tabs, the star and the dialog. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useErrorToast();
  const [menus, setMenus] = useState<FavoriteMenu[]>([]);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      const result = await getFavoriteMenus();
      setMenus(result.menus);
    } catch (error) {
      showError(errorText(error));
    } finally {
      setLoading(false);
    }
  }, [showError]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const remove = useCallback(
    async (key: string) => {
      try {
        await deleteFavoriteMenu(key);
        setMenus((current) => current.filter((menu) => menu.key !== key));
      } catch (error) {
        showError(errorText(error));
      }
    },
    [showError],
  );

  const addMany = useCallback(
    async (toAdd: FavoriteMenu[]) => {
      let ok = true;
      for (const menu of toAdd) {
        try {
          await addFavoriteMenu(menu);
        } catch (error) {
          ok = false;
          showError(errorText(error));
          break;
        }
      }
      if (ok) void message.success(t("shell.favorites.added"));
      await refresh();
      return ok;
    },
    [message, refresh, showError, t],
  );

  const toggle = useCallback(
    async (menu: FavoriteMenu) => {
      const action = favoriteToggle(menus, menu.key);
      if (action === "remove") return remove(menu.key);
      if (action === "full") {
        showError(t("shell.favorites.full"));
        return;
      }
      await addMany([menu]);
    },
    [menus, remove, addMany, showError, t],
  );

  const value = useMemo<FavoritesValue>(
    () => ({
      menus,
      loading,
      isFavorite: (key) => menus.some((menu) => menu.key === key),
      toggle,
      remove,
      addMany,
      refresh,
    }),
    [menus, loading, toggle, remove, addMany, refresh],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}
