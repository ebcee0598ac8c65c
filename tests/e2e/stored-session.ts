import type { BrowserContext, Page } from "playwright-core";
import { baseUrl, newPage, signIn, type OpenOptions } from "./support";

type StoredState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** One sign-in per account and test file (each file runs in its own worker, with its own browser). */
const states = new Map<string, Promise<StoredState>>();

/**
 * The browser state of `email` signed in through the login form: local storage (the session) and
 * IndexedDB (the demo database, which holds the session the token names). The demo API saves a
 * request's changes before it answers (src/mocks/db/persist.ts), so the session is stored by the time
 * the app has left /login.
 */
function storedSignIn(email: string): Promise<StoredState> {
  let state = states.get(email);
  if (!state) {
    state = (async () => {
      const page = await newPage();
      await page.goto(`${baseUrl()}/login`);
      await signIn(page, email);
      const saved = await page.context().storageState({ indexedDB: true });
      await page.context().close();
      return saved;
    })();
    // A failed sign-in fails this test, and the next one tries again.
    state.catch(() => states.delete(email));
    states.set(email, state);
  }
  return state;
}

/** The stored state with `language` chosen as the header's switch stores it (cookie and storage). */
function withLanguage(state: StoredState, language: string): StoredState {
  const { hostname } = new URL(baseUrl());
  return {
    cookies: [
      ...state.cookies.filter((cookie) => cookie.name !== "i18next"),
      {
        name: "i18next",
        value: language,
        domain: hostname,
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax",
      },
    ],
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((entry) => entry.name !== "language"),
        { name: "language", value: language },
      ],
    })),
  };
}

export interface SignedInOptions extends Omit<OpenOptions, "storageState"> {
  /** The console's language ("en", "id", "jp"), as chosen with the header's switch. */
  language?: string;
}

/**
 * A page of a fresh context already signed in as `email` (its own copy of the demo database), opened
 * at `path`: for tests that are not about signing in. Each of them used to type the sign-in form
 * first; the login form and its flows keep their own tests (public.e2e.ts, session.e2e.ts).
 */
export async function openSignedIn(
  email: string,
  path = "/dashboard",
  options: SignedInOptions = {},
): Promise<Page> {
  const page = await newSignedInPage(email, options);
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/** Like `openSignedIn`, before any navigation (e.g. to install a fake clock first). */
export async function newSignedInPage(
  email: string,
  { language, ...options }: SignedInOptions = {},
): Promise<Page> {
  const stored = await storedSignIn(email);
  return newPage({ ...options, storageState: language ? withLanguage(stored, language) : stored });
}
