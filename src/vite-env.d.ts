/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SITE_NAME?: string;
  readonly VITE_HEALTH_CHECK_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_MAX_FAVORITE_MENUS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True when the build has no VITE_API_URL (the embedded demo API); see vite.config.ts. */
declare const __DEMO_API__: boolean;

/** The console's antd styles, pre-rendered at build time (scripts/vite/antd-static-styles.ts). */
declare module "virtual:antd-console-styles.css";
