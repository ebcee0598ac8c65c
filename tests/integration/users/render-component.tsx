import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { initI18n, loadNamespaces } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { config } from "@/config";
import { ConsoleRefine } from "@/console";
import { DEMO_PASSWORD, signInAs } from "@tests/helpers/render-app";
import { WithoutStyles } from "@tests/helpers/without-styles";

/**
 * One component as a page would mount it: inside the console's real providers (Refine with its data,
 * auth, access-control, i18n and router providers, antd's App) at `url`, signed in as `user`, on the
 * MSW node server with a fresh demo database. Only the console's default namespace is loaded first, as
 * on a page whose area does not list the component's own namespace.
 */
export async function renderComponent(
  ui: ReactNode,
  { user, url = "/" }: { user: string; url?: string },
) {
  await initI18n();
  await loadNamespaces(config.i18n.defaultNamespace);
  await signInAs(user, DEMO_PASSWORD);
  const utils = render(
    <WithoutStyles>
      <MemoryRouter initialEntries={[url]}>
        <AppProviders>
          <ConsoleRefine>{ui}</ConsoleRefine>
        </AppProviders>
      </MemoryRouter>
    </WithoutStyles>,
  );
  return { ...utils, user: userEvent.setup() };
}
