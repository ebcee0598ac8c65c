import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { type ReactNode, useLayoutEffect } from "react";
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from "react-router";
import { authProvider } from "@providers/auth";
import { initI18n } from "@providers/i18n";
import { App } from "@/App";
import { WithoutStyles } from "@tests/helpers/without-styles";

export const DEMO_PASSWORD = "Demo1234!";

let currentLocation = { pathname: "/", search: "", hash: "" };

/**
 * Records the router's location for `currentUrl()`; render it inside the router. Once React has
 * committed it, not while rendering: the router navigates in a transition, which React renders in
 * slices and may hold back, so a location seen while rendering can come before the page the user sees
 * (a test would then read the previous page's screen under the new URL).
 */
export function LocationProbe() {
  const location = useLocation();
  navigateTo = useNavigate();
  useLayoutEffect(() => {
    currentLocation = { pathname: location.pathname, search: location.search, hash: location.hash };
  }, [location.pathname, location.search, location.hash]);
  return null;
}

/** Where the app's router is now (pathname + search), as a user would read it in the address bar. */
export const currentUrl = () => `${currentLocation.pathname}${currentLocation.search}`;

let navigateTo: NavigateFunction = () => undefined;
/** Moves the app's router to `url`, as a link or the browser's back button would. */
export const goTo = (url: string) => void navigateTo(url);

export interface RenderAppOptions {
  /** A demo account e-mail (password Demo1234!): signs in through the real auth provider first. */
  user?: string;
  password?: string;
  url?: string;
  /** Use fake-timer friendly user events (pass vi.advanceTimersByTime). */
  advanceTimers?: (ms: number) => unknown;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
}

/** Signs a demo account in through the real auth provider (session stored as after the login form). */
export async function signInAs(email: string, password = DEMO_PASSWORD) {
  const result = await authProvider.login({ email, password });
  if (!result.success) {
    throw new Error(`sign-in as ${email} failed: ${result.error?.message ?? "unknown"}`);
  }
}

/**
 * Renders `children` at `url` in a memory router (with the LocationProbe), without antd's styles
 * (WithoutStyles), after signing `user` in when one is given; the user events follow fake timers
 * when `advanceTimers` is given. What renderApp and renderPage share.
 */
export async function renderInRouter(
  { user, password = DEMO_PASSWORD, url = "/", advanceTimers }: RenderAppOptions,
  children: ReactNode,
): Promise<RenderAppResult> {
  if (user) await signInAs(user, password);
  const utils = render(
    <WithoutStyles>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        {children}
      </MemoryRouter>
    </WithoutStyles>,
  );
  return { ...utils, user: userEvent.setup(advanceTimers ? { advanceTimers } : {}) };
}

/**
 * Renders the real console (real providers, real routes) in a memory router at
 * `url`, on the MSW node server with a fresh demo database, optionally signed in.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderAppResult> {
  await initI18n();
  return renderInRouter(options, <App />);
}
