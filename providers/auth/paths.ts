/**
 * The pages of the session itself (spec 2.1 and 4): where sign-in, sign-out and password recovery
 * lead. The areas' pages have their links from their declarations (linksOf).
 */
export const sessionPaths = {
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password/:sessionId",
  resetPasswordLink: "/reset-password/link/:sessionId",
  searchRegion: "/search-region",
  changePassword: "/change-password",
} as const;
