/**
 * The console's antd theme (spec 9: primary orange, secondary dark gray, radius 8px), free of imports
 * so that the build (vite.config.ts: antd's styles pre-rendered into index.html) reads the very same
 * values as the app (src/components/app-providers.tsx). src/config.ts exposes them as `config.ui`.
 */
export const brandColors = {
  primary: "#f27a1a",
  secondary: "#3d3d3d",
  borderRadius: 8,
  notification: "#f27a1a",
} as const;

export const HEADER_HEIGHT = 60;

/** antd ThemeConfig minus the algorithm (the default one). */
export const themeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorLink: brandColors.primary,
    colorInfo: brandColors.primary,
    colorTextBase: "#262626",
    borderRadius: brandColors.borderRadius,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, siderBg: "#ffffff", headerBg: "#ffffff" },
    Menu: { itemSelectedBg: "#fff1e6", itemSelectedColor: brandColors.primary },
  },
};
