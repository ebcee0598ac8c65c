/** cronstrue's locale modules register themselves with cronstrue and export nothing of their own. */
declare module "cronstrue/locales/*";
