import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  MOBILE,
  baseUrl,
  newPage,
  open,
  parseStyleMap,
  screenshot,
  signIn,
} from "./support";
import { openSignedIn } from "./stored-session";

describe("public pages in Chromium (demo API)", () => {
  it("shows the sign-in form without the console's texts and without a loader in between", async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      // Every element the page shows, in order: a loader before the form would be seen here.
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.querySelector(".ant-spin, input[type=password]")
            )
              seen.push(node.querySelector("input[type=password]") ? "form" : "loader");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("Password", { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen[0])).toBe(
      "form",
    );
    // The console's own texts (the `translation` namespace) are not among the sign-in page's files.
    const files = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(files.filter((file) => /\/translation-[\w-]+\.js$/.test(file))).toEqual([]);
  });

  it("signs in with admin@demo.test and lands on /dashboard", async () => {
    const page = await open("/login");
    await signIn(page, "admin@demo.test");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.getByText("Welcome to Optik Console").waitFor();
  });

  it("refuses customer@demo.test with 'Login failed.' and stays on /login", async () => {
    const page = await open("/login");
    await page.getByLabel("Email").fill("customer@demo.test");
    await page.getByLabel("Password").fill("Demo1234!");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByTestId("login-error").getByText("Login failed.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
  });

  it("shows the validation messages of the login form", async () => {
    const page = await open("/login");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Please input your email").waitFor();
    await page.getByText("Please input your password").waitFor();
    await page.getByLabel("Email").fill("nobody@");
    await page.getByText("Please enter a valid email address").waitFor();
  });

  it("forgot password → reset link → sign in with the new password", async () => {
    const page = await open("/login");
    // On a loaded machine a click has once been lost (the page did not move in 30 s, and the same
    // journey passes alone): click again while the address has not moved, as a user would. The
    // test still fails if the link never leads to the page.
    const forgot = page.getByRole("link", { name: "Forgot Password" });
    await expect
      .poll(
        async () => {
          if (!page.url().endsWith("/forgot-password"))
            await forgot.click({ timeout: 5_000 }).catch(() => undefined);
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe("/forgot-password");
    // The forgot-password page is its own chunk: wait for it before typing (the login form had an Email field too).
    await page.getByRole("button", { name: "Send Reset Password" }).waitFor();
    await page.getByLabel("Email").fill("catalog@demo.test");
    await page.getByRole("button", { name: "Send Reset Password" }).click();
    await page.getByText("Check your email").waitFor();
    await screenshot(page, "forgot-password-sent-desktop-en");

    // The demo API "sends" the e-mail to its outbox (served by the page's service worker).
    const link: string = await page.evaluate(async () => {
      const answer = await fetch("/api/demo/outbox");
      const body = (await answer.json()) as {
        payload: { results: { to: string; link: string }[] };
      };
      return body.payload.results.find((mail) => mail.to === "catalog@demo.test")!.link;
    });
    expect(link).toMatch(/^\/reset-password\/.+/);

    await page.goto(`${baseUrl()}${link}`);
    await page.getByLabel("New Password", { exact: true }).waitFor();
    await page.getByLabel("New Password", { exact: true }).fill("Fresh123!");
    await page.getByLabel("Retype New Password").fill("Fresh12");
    await page.getByText("Retype password doesn`t match with new password").waitFor();
    expect(await page.getByRole("button", { name: "Reset Password" }).isDisabled()).toBe(true);
    await screenshot(page, "reset-password-form-desktop-en");
    await page.getByLabel("Retype New Password").fill("Fresh123!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Sucessfully Reset Password").waitFor();
    await screenshot(page, "reset-password-success-desktop-en");
    await page.getByRole("button", { name: "Sign In With New Password" }).click();
    await page.waitForURL(/\/login$/);
    await signIn(page, "catalog@demo.test", "Fresh123!");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });

  it("an invalid reset link shows the Invalid Session modal", async () => {
    const page = await open("/reset-password/link/not-a-real-session", {
      viewport: MOBILE,
      localStorage: { language: "jp" },
    });
    await page.getByRole("dialog").waitFor();
    await screenshot(page, "reset-password-invalid-375-jp");
    const english = await open("/reset-password/not-a-real-session");
    await english.getByRole("dialog", { name: "Invalid Session" }).waitFor();
    await english.getByRole("button", { name: "Request a new link" }).click();
    await english.waitForURL(/\/forgot-password$/);
  });

  it("shows the not-found page for an unknown path; Back Home goes to /", async () => {
    const page = await open("/this/does/not/exist");
    await page.getByText("Sorry, the page you visited does not exist.").waitFor();
    await page.getByRole("button", { name: "Back Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Login" }).waitFor();
  });

  it("shows the 403 page inside the shell for a page the role may not open", async () => {
    const page = await openSignedIn("catalog@demo.test", "/sync-data");
    await page
      .getByText("You don't have permission to open this page.", { exact: false })
      .waitFor();
    await screenshot(page, "forbidden-desktop-en");
  });

  it("asks an already signed-in user on /login what to do", async () => {
    const page = await openSignedIn("admin@demo.test", "/login");
    const dialog = page.getByRole("dialog", { name: "You are already logged in" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Go to dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it("searches regions on /search-region without signing in", async () => {
    const page = await open("/search-region");
    await page.getByRole("searchbox", { name: "Region" }).fill("Mampang");
    await page.getByRole("cell", { name: "12730" }).waitFor();
  });

  it("login page screenshots: desktop en, 375 px jp (left panel hidden on mobile)", async () => {
    const desktop = await newPage({ viewport: DESKTOP });
    await desktop.goto(`${baseUrl()}/login`);
    await desktop.getByRole("list", { name: "Demo accounts" }).waitFor();
    expect(await desktop.getByTestId("site-name").isVisible()).toBe(true);
    await desktop.evaluate(() => document.fonts.ready);
    await screenshot(desktop, "login-desktop-en");

    const mobile = await open("/login", { viewport: MOBILE, localStorage: { language: "jp" } });
    await mobile.getByRole("button", { name: "ログイン", exact: true }).waitFor();
    expect(await mobile.getByTestId("site-name").isVisible()).toBe(false);
    await mobile.getByRole("list", { name: "デモアカウント" }).waitFor();
    await mobile.evaluate(() => document.fonts.ready);
    await screenshot(mobile, "login-375-jp", true);

    const forgot = await open("/forgot-password", {
      viewport: MOBILE,
      localStorage: { language: "id" },
    });
    await forgot.getByRole("button", { name: "Kirim Atur Ulang Kata Sandi" }).waitFor();
    await screenshot(forgot, "forgot-password-375-id");
  });
});

describe("the login page's first render", () => {
  it("uses the antd styles pre-rendered into index.html and generates none of its own", async () => {
    const page = await open("/login");
    await page.getByLabel("Password").waitFor();
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    const { hashes, tokens } = parseStyleMap(html);
    // The sign-in form's components are among them.
    expect(hashes.size).toBeGreaterThan(8);
    const generated = await page.evaluate(() =>
      [...document.querySelectorAll("style[data-css-hash]")].map((style) => ({
        css: style.getAttribute("data-css-hash")!,
        token: style.getAttribute("data-token-hash"),
      })),
    );
    // antd used them as they are: none generated again, and no style of another theme token (what a
    // drift between src/theme.ts and the runtime theme would produce). Later components (the demo
    // accounts) add their own styles with the same token.
    expect(generated.filter((style) => hashes.has(style.css))).toEqual([]);
    expect(generated.filter((style) => !tokens.has(style.token!))).toEqual([]);
    // And the page looks themed: the Login button wears the primary orange.
    const background = await page
      .getByRole("button", { name: "Login" })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toBe("rgb(180, 83, 9)");
  });
});
