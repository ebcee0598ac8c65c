import { describe, expect, it } from "vitest";
import { newSignedInPage, openSignedIn } from "./stored-session";
import { baseUrl, open, screenshot, signIn } from "./support";

/** A store's edit form, loaded, with its name changed and not saved. */
async function storeFormWithChanges() {
  const page = await openSignedIn("catalog@demo.test", "/stores/str-1/edit");
  const name = page.getByLabel("Store name", { exact: true });
  await expect.poll(() => name.inputValue(), { timeout: 15_000 }).not.toBe("");
  await name.fill("Optik Melawai Renamed");
  return { page, name };
}

describe("session rules in Chromium (demo API)", () => {
  it("expired@demo.test is forced to change the password first", async () => {
    const page = await open("/login");
    await signIn(page, "expired@demo.test");
    expect(new URL(page.url()).pathname).toBe("/change-password");
    await page
      .getByText("Your password has expired. Change it to continue using the console.")
      .waitFor();
    await screenshot(page, "change-password-expired-desktop-en");

    // No way around it: another page brings the user back.
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(/\/change-password$/);

    await page.getByLabel("Current Password").fill("Demo1234!");
    await page.getByLabel("New Password", { exact: true }).fill("Renewed123!");
    await page.getByLabel("Retype New Password").fill("Renewed123!");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${baseUrl()}/my-profile`);
    await page.waitForURL(/\/my-profile$/);
  });

  it("subadmin@demo.test lands in the sub app and is redirected back into it", async () => {
    const page = await open("/login");
    await signIn(page, "subadmin@demo.test");
    expect(new URL(page.url()).pathname).toBe("/my-dashboard");
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText("Redirecting to Sub App...").waitFor();
    await page.waitForURL(/\/my-dashboard$/);
  });

  it("nosub@demo.test gets the sub-app access error", async () => {
    const page = await open("/login");
    await signIn(page, "nosub@demo.test");
    await page
      .getByText("You don't have access to sub app. Please ask other admin to invite.")
      .waitFor();
    await screenshot(page, "sub-app-no-access-desktop-en");
  });

  it("a main-app user without sub roles is sent from /my-dashboard to /dashboard", async () => {
    const page = await openSignedIn("admin@demo.test", "/my-dashboard");
    await page.getByText("Redirecting to Main App...").waitFor();
    await page.waitForURL(/\/dashboard$/);
  });

  it("signs out after 7 idle minutes, warning 30 s before with a live countdown", async () => {
    const page = await newSignedInPage("admin@demo.test");
    await page.clock.install();
    await page.goto(`${baseUrl()}/dashboard`);
    // Idle tracking starts when the signed-in shell is on screen.
    await page.locator("main").first().waitFor();
    await page.waitForTimeout(1000);

    await page.clock.fastForward(385_000);
    expect(await page.getByRole("dialog", { name: "Are you still here?" }).isVisible()).toBe(false);
    await page.clock.fastForward(6_000);
    const dialog = page.getByRole("dialog", { name: "Are you still here?" });
    await dialog.waitFor();
    await page.clock.fastForward(5_000);
    await dialog.getByText(/logged out in 2[0-9] seconds/).waitFor();
    await screenshot(page, "idle-prompt-desktop-en");

    // "Im still here" keeps the session.
    await dialog.getByRole("button", { name: "Im still here" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.clock.fastForward(300_000);
    expect(await page.evaluate(() => localStorage.getItem("session"))).not.toBeNull();

    // Then nothing more: warning, timeout, signed out at "/".
    await page.clock.fastForward(120_000);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
    await page.getByRole("button", { name: "Login" }).waitFor();
    await page.getByText("You were logged out after a period of inactivity.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
  });

  it("Logout loads the login page once, however slowly it arrives", async () => {
    const page = await openSignedIn("admin@demo.test", "/products");
    await page.getByRole("table").getByRole("row").nth(1).waitFor();
    // A slow network: the login page takes a second and a half to come.
    await page.route(/\/login$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) loads.push(new URL(request.url()).pathname);
    });
    // Gone once the page has really been loaded again (spec 2.1), not just shown another route.
    await page.evaluate(() => ((window as unknown as { signedInPage?: true }).signedInPage = true));
    await page.getByRole("button", { name: /User menu/ }).click();
    await page.getByRole("menuitem", { name: /Logout/ }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { signedInPage?: true }).signedInPage))
      .toBeUndefined();
    expect(new URL(page.url()).pathname).toBe("/login");
    // Each call the list made again without a session was refused and signed out again: each such
    // sign-out used to start the page load over, cancelling the one on its way.
    expect(loads).toEqual(["/login"]);
    expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
  });

  it("Logout from a form with unsaved changes asks first: cancelled, nothing is lost", async () => {
    const { page, name } = await storeFormWithChanges();
    // What the browser asks: Cancel the first time, OK the second.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    const logout = async () => {
      await page.getByRole("button", { name: /User menu/ }).click();
      await page.getByRole("menuitem", { name: /Logout/ }).click({ noWaitAfter: true });
    };
    const question = "confirm: Are you sure you want to leave? You have unsaved changes.";

    await logout();
    await expect.poll(() => asked).toEqual([question]);
    // Still signed in, on the form, with what was typed.
    expect(new URL(page.url()).pathname).toBe("/stores/str-1/edit");
    await expect(name.inputValue()).resolves.toBe("Optik Melawai Renamed");
    expect(await page.evaluate(() => localStorage.getItem("session"))).not.toBeNull();

    await logout();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    // Asked once more, and not again by the browser's "Leave site?" on the way out.
    expect(asked).toEqual([question, question]);
    expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
  });

  it("a sign-out elsewhere leaves a form with unsaved changes without asking", async () => {
    const { page: form } = await storeFormWithChanges();
    const asked: string[] = [];
    form.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // Another tab signs out: this one follows, and no "Leave site?" keeps the form on screen.
    const other = await form.context().newPage();
    await other.goto(`${baseUrl()}/login`);
    await other.evaluate(() => localStorage.clear());
    await form.waitForURL(/\/login$/);
    await form.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(asked).toEqual([]);
  });

  it("a logout in one tab logs out the other tabs", async () => {
    const first = await openSignedIn("admin@demo.test", "/dashboard");
    const second = await first.context().newPage();
    await second.goto(`${baseUrl()}/dashboard`);
    await second.waitForURL(/\/dashboard$/);
    // The URL is there before the app has started: wait until the signed-in shell is up.
    await second.getByTestId("app-sider").waitFor();
    await first.evaluate(() => localStorage.clear());
    await second.waitForURL(/\/login$/);
  });
});
