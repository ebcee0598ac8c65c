export { SessionRules } from "./session-rules";
export {
  decideRoute,
  CHANGE_PASSWORD_PATH,
  MAIN_APP_MY_PAGES,
  type RouteDecision,
} from "./route-rules";
export { landingPath, isSubMode } from "./landing";
export { signOutTo, peekLogoutNotice, clearLogoutNotice } from "./sign-out";
