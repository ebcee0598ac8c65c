import { config } from "@/config";
import { createStorageStore } from "@/hooks/storage-store";

/** Local UI preferences kept under 'appConfig' (spec 3): sidebar collapsed flag and opened menu keys. */
export interface AppConfigPreferences {
  sidebarCollapsed?: boolean;
  sidebarOpenKeys?: string[];
}

export const appConfigStore = createStorageStore<AppConfigPreferences>(
  config.storageKeys.appConfig,
  () => ({}),
);

/** Collapsed on first render: forced by configuration, otherwise what the user left it as. */
export function initialSidebarCollapsed(): boolean {
  if (config.ui.sidebar.forceCollapseOnReload) return true;
  return appConfigStore.get().sidebarCollapsed === true;
}

export function saveSidebarCollapsed(collapsed: boolean) {
  appConfigStore.update((current) => ({ ...current, sidebarCollapsed: collapsed }));
}

export function saveSidebarOpenKeys(keys: string[]) {
  appConfigStore.update((current) => ({ ...current, sidebarOpenKeys: keys }));
}
