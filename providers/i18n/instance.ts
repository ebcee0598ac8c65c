import i18next from "i18next";

/** The console's one i18next instance (configured by initI18n in ./index.ts). */
export const i18n = i18next.createInstance();
