/** How the demo server saves a settings page (transaction settings are one too). */
export { checkFresh, meta, save, settingRoutes } from "./settings";
