/**
 * The console's antd theme (spec 9: primary orange, secondary dark gray, radius 8px), free of imports
 * so that the build (vite.config.ts: antd's styles pre-rendered into index.html) reads the very same
 * values as the app (src/components/app-providers.tsx). src/config.ts exposes them as `config.ui`.
 *
 * Contrast (WCAG 2.1 AA, 4.5:1 for text): the brand's bright orange #f27a1a reaches only 2.8:1 against
 * white, either as text on white or as white text on it. Text, links, tags, filled buttons, avatars and
 * badges therefore wear a darker orange of the same hue (#b45309: 5.0:1 on white, 4.5:1 on the selected
 * menu entry's tint); the bright orange stays for the logo and the decoration of the sign-in page's dark
 * panel, where no text sits on it. Grey secondary texts are opaque greys of at least 5.7:1.
 */
export const brandColors = {
  /** Text, links, tags, filled buttons, avatars: 5.0:1 against white, either way round. */
  primary: "#b45309",
  /** The brand's bright orange: logo and decoration only (2.8:1 on white, never under or as text). */
  brand: "#f27a1a",
  secondary: "#3d3d3d",
  borderRadius: 8,
  /** Badges (white count on it): the same text-safe orange. */
  notification: "#b45309",
} as const;

export const HEADER_HEIGHT = 60;

/** Below the fixed header: toasts (antd message and notification) never cover its controls. */
export const TOAST_TOP = HEADER_HEIGHT + 12;

/** Darker on hover and press, so that white text on a filled button keeps its contrast. */
const primaryHover = "#9a4608";
const primaryActive = "#7a3500";

/** Grey texts (antd derives them as 45 % of the text colour: 2.7:1 on white). */
const textSecondary = "#595959";
const textDescription = "#666666";

/**
 * Tag text of antd's preset colours (level 7 of each palette, on level 1): these fall below 4.5:1, so
 * they take the palette's next darker level (level 9 where level 8 still falls short).
 */
const presetTagText = {
  cyan7: "#006d75",
  green7: "#237804",
  orange7: "#ad4e00",
  volcano7: "#ad2102",
  gold7: "#874d00",
  lime7: "#3f6600",
  yellow7: "#876800",
};

/** antd ThemeConfig minus the algorithm (the default one). */
export const themeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorPrimaryHover: primaryHover,
    colorPrimaryActive: primaryActive,
    colorPrimaryTextHover: primaryHover,
    colorPrimaryTextActive: primaryActive,
    // The light tints (selected rows and options, focus rings) of the brand's own orange palette, light
    // enough for orange text on them (a link in a selected, hovered row: 4.5:1).
    colorPrimaryBg: "#fff6e8",
    colorPrimaryBgHover: "#fff1e6",
    // Also antd's focus ring (an outline of this colour on buttons, menu entries, tabs, checkboxes,
    // switches, pagination): 3.6:1 on white, 3.2:1 on the tints (WCAG 1.4.11, at least 3:1).
    colorPrimaryBorder: "#d46b08",
    colorPrimaryBorderHover: "#ffb96e",
    colorLink: brandColors.primary,
    colorLinkHover: primaryHover,
    colorLinkActive: primaryActive,
    colorInfo: brandColors.primary,
    colorInfoBg: "#fff6e8",
    colorInfoBorder: "#ffd096",
    // antd's red (#ff4d4f) is 3.3:1 on white (form errors, danger buttons): its darker shade instead,
    // on antd's usual light tints.
    colorError: "#cf1322",
    colorErrorBg: "#fff2f0",
    colorErrorBorder: "#ffccc7",
    colorTextBase: "#262626",
    colorTextSecondary: textSecondary,
    colorTextTertiary: textDescription,
    colorTextDescription: textDescription,
    colorTextLabel: textSecondary,
    // 4.5:1 and more on white and on the light greys and tints under an input (#737373 was 4.4:1).
    colorTextPlaceholder: textDescription,
    colorIcon: textDescription,
    borderRadius: brandColors.borderRadius,
    ...presetTagText,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT, siderBg: "#ffffff", headerBg: "#ffffff" },
    Menu: { itemSelectedBg: "#fff1e6", itemSelectedColor: brandColors.primary },
    // A table paints its empty sentence (and its filter's "Not Found") in the disabled text colour,
    // 1.7:1 on white: every table's placeholder reads in the description grey instead (5.7:1).
    Table: { colorTextDisabled: textDescription },
  },
};
