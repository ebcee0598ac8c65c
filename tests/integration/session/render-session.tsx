import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { authProvider } from "@providers/auth";
import { dataProvider } from "@providers/data";
import { i18nProvider, initI18n } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { ConsoleApp, useAppNotificationProvider } from "@/components/console-app";
import { SessionRules } from "@/session";
import { WithoutStyles } from "@tests/helpers/without-styles";

export const DEMO_PASSWORD = "Demo1234!";

/** Stands for any private page: says where it is, as a heading. */
function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page {pathname}</h1>
      <Link to="/products">Go to products</Link>
    </>
  );
}

/**
 * The session rules alone, as the shell mounts them (page as children), inside
 * the real providers, signed in as a demo account through the real auth provider.
 */
export async function renderSession({
  user,
  url = "/dashboard",
  advanceTimers,
  beforeRender,
}: {
  user: string;
  url?: string;
  advanceTimers?: (ms: number) => unknown;
  /** Runs after sign-in, before the first render (e.g. to switch to fake timers). */
  beforeRender?: () => void;
}) {
  await initI18n();
  const result = await authProvider.login({ email: user, password: DEMO_PASSWORD });
  if (!result.success) throw new Error(`sign-in as ${user} failed: ${result.error?.message}`);
  beforeRender?.();
  const utils = render(
    <WithoutStyles>
      <MemoryRouter initialEntries={[url]}>
        <AppProviders>
          <ConsoleApp>
            <Refine
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              routerProvider={routerProvider}
              notificationProvider={useAppNotificationProvider}
              options={{ disableTelemetry: true }}
            >
              <Routes>
                <Route
                  path="*"
                  element={
                    <SessionRules>
                      <Page />
                    </SessionRules>
                  }
                />
              </Routes>
            </Refine>
          </ConsoleApp>
        </AppProviders>
      </MemoryRouter>
    </WithoutStyles>,
  );
  return { ...utils, user: userEvent.setup(advanceTimers ? { advanceTimers } : {}) };
}
