/**
 * The one place that reads `import.meta.env`. Every constant of spec section 9
 * and every configuration flag the spec mentions lives here with the spec's
 * default; deployers override the ones they care about with VITE_* variables
 * (documented in README).
 */
import { brandColors, HEADER_HEIGHT } from "./theme";

const env = import.meta.env as Record<string, string | boolean | undefined>;

const str = (name: string): string | undefined => {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};
const num = (name: string, fallback: number): number => {
  const value = str(name);
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};
const bool = (name: string, fallback: boolean): boolean => {
  const value = str(name);
  if (value === undefined) return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
};
const list = (name: string, fallback: string[]): string[] => {
  const value = str(name);
  return value === undefined
    ? fallback
    : value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
};

export type LogoType = "image-and-text" | "image-logoWithText" | "text-only";
export type WelcomeLineForm = "first-name" | "name-and-role";
export type Language = "en" | "id" | "jp";

// Read statically (not through `env[name]`) so the bundler folds `demoApi` to a
// constant and drops the demo API's dynamic import from builds with a backend.
const apiUrl: string | undefined = import.meta.env.VITE_API_URL?.trim() || undefined;

export const config = {
  /** Base URL of the REST backend; unset means the embedded demo API. */
  apiUrl: apiUrl ?? "/api",
  /** True when no backend is configured and the MSW demo API serves every call (a build-time constant). */
  demoApi: __DEMO_API__,
  siteName: str("VITE_SITE_NAME") ?? "Optik Console",
  appVersion: "0.54.1",
  /** Spec 9's request timeout: the longest any call may take (an upload of a large file). */
  requestTimeoutMs: 300_000,
  /**
   * Every other call ends after this long without an answer, with the sentence for a slow server and
   * a way to try again: staff never watch a spinner for minutes, and a form's Save comes back.
   */
  answerTimeoutMs: 20_000,
  defaultPath: str("VITE_DEFAULT_PATH") ?? "/dashboard",
  subAppDefaultPath: "/my-dashboard",

  auth: {
    googleClientId: str("VITE_GOOGLE_CLIENT_ID"),
    /** Spec 9: "Auth token refresh interval: configured in minutes; value not shown". */
    tokenRefreshIntervalMinutes: num("VITE_TOKEN_REFRESH_MINUTES", 30),
    passwordExpiryCheckMs: 60_000,
    resetType: "link",
    platform: "cms",
  },

  session: {
    healthCheckUrl: str("VITE_HEALTH_CHECK_URL"),
    pingIntervalMs: num("VITE_SESSION_PING_INTERVAL_MS", 3_600_000),
    idleTimeoutMs: 420_000,
    idleWarningMs: 30_000,
    activityThrottleMs: 500,
    redirectDelaysMs: { short: 500, long: 1000 },
  },

  analytics: {
    measurementId: str("VITE_GA_MEASUREMENT_ID"),
  },

  ui: {
    loaderMessageRotationMs: 3000,
    loadingOverlayFadeMs: 500,
    maxFavoriteMenus: num("VITE_MAX_FAVORITE_MENUS", 6),
    sidebar: {
      collapsedWidth: 70,
      expandedWidth: 250,
      bottomPadding: 60,
      scrollToSelectedDelayMs: 100,
      forceCollapseOnReload: bool("VITE_SIDEBAR_FORCE_COLLAPSE", false),
      logoType: (str("VITE_LOGO_TYPE") ?? "image-and-text") as LogoType,
    },
    headerHeight: HEADER_HEIGHT,
    logo: { width: 30, mobileHeight: 23 },
    breadcrumbMaxLength: 20,
    nameTruncation: { greeting: 15, display: 15, displayThreshold: 17 },
    notificationDrawerWidths: { xl: "40%", lg: "50%", md: "80%", xs: "95%" },
    notificationDrawerEnabled: bool("VITE_NOTIFICATION_DRAWER", true),
    activeSessionListEnabled: bool("VITE_ACTIVE_SESSIONS", true),
    syncDataEnabled: bool("VITE_SYNC_DATA", true),
    contactsHidden: bool("VITE_CONTACTS_HIDDEN", false),
    welcomeLine: {
      enabled: bool("VITE_WELCOME_LINE", true),
      form: (str("VITE_WELCOME_LINE_FORM") ?? "first-name") as WelcomeLineForm,
    },
    outletSelectorPaths: list("VITE_OUTLET_SELECTOR_PATHS", [
      "/my-dashboard",
      "/products",
      "/transactions",
    ]),
    showLanguageInTopNav: bool("VITE_SHOW_LANGUAGE", true),
    outletCacheMs: 180_000,
    theme: brandColors,
  },

  features: {
    lockData: bool("VITE_LOCK_DATA", false),
    activityTracking: bool("VITE_ACTIVITY_TRACKING", false),
    bulkVoucher: false,
    category: bool("VITE_FEATURE_CATEGORY", false),
    profilePermissionDisplay: false,
  },

  user: {
    address: true,
    eyePrescription: true,
    emailChangeViaOtp: true,
    phoneChangeViaOtp: false,
    phoneOptional: true,
    nameEditMode: "first-middle-last" as const,
  },

  product: {
    ignoreProductCategory: true,
    bundlingAllowMultipleVariants: false,
    freeItem: undefined as boolean | undefined,
    feature3DModel: true,
    creatableTypes: ["FRAME", "LENSA", "ADD_ONS", "BUNDLING", "OTHER"] as const,
  },

  i18n: {
    languages: ["en", "id", "jp"] as Language[],
    fallbackLanguage: "en" as Language,
    defaultNamespace: "translation",
    detectionOrder: ["path", "htmlTag", "cookie", "navigator"],
    cookieName: "i18next",
    dateLocale: "id",
  },

  storageKeys: {
    viewAs: "view-as",
    appConfig: "appConfig",
    language: "language",
    session: "session",
    sidebarCheck: "sidebar-check",
    globalFilter: "global-filter",
    deviceId: "device-id",
    /** Find anything's recent searches and opened records, one entry per user: `search-recent:<userId>`. */
    searchRecent: "search-recent",
  },

  rewardRequirementType: "POINT" as const,
  customerRoleId: str("VITE_CUSTOMER_ROLE_ID") ?? "rol-customer",

  demo: {
    /** `large` seeds 10,000 products, 20,000 customers, 100,000 transactions. */
    dataSize: (str("VITE_DEMO_DATA") ?? "normal") as "normal" | "large",
    latency: bool("VITE_DEMO_LATENCY", true),
  },

  dev: env.DEV === true,
} as const;

export type Config = typeof config;
