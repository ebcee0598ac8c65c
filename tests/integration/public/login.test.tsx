import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { pageReload } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { server } from "@/mocks/node";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { errorAnswer } from "@tests/helpers/error-answer";

const fillAndSubmit = async (
  user: Awaited<ReturnType<typeof renderApp>>["user"],
  email: string,
  password: string,
) => {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
};

describe("login page", () => {
  it("shows the form, the Forgot Password link, the footer with version and the site name", async () => {
    await renderApp({ url: "/login" });
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Forgot Password" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      /Version 0\.54\.1 · © \d{4} Optik Console/,
    );
    expect(screen.getAllByText("Optik Console").length).toBeGreaterThan(0);
  });

  it("serves the login page on / too", async () => {
    await renderApp({ url: "/" });
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("requires an email and a password", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "", "");
    // Each field shows its own error as its validation ends (one may come a moment later).
    expect(await screen.findByText("Please input your email")).toBeInTheDocument();
    expect(await screen.findByText("Please input your password")).toBeInTheDocument();
    expect(currentUrl()).toBe("/login");
  });

  it("refuses an invalid email address", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@", "Demo1234!");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("shows 'Login failed. ' + the server message for wrong credentials and stores nothing", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@demo.test", "wrong-password");
    const alert = await screen.findByTestId("login-error");
    expect(alert).toHaveTextContent("Login failed. Invalid email or password.");
    expect(getSession()).toBeNull();
    expect(currentUrl()).toBe("/login");
  });

  it("shows 'Failed to login. Please try again.' when the server does not answer", async () => {
    server.use(http.post("*/auth/signin", () => HttpResponse.error()));
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@demo.test", "Demo1234!");
    expect(await screen.findByTestId("login-error")).toHaveTextContent(
      "Failed to login. Please try again.",
    );
  });

  it("shows 'Login failed. No profile.' when the profile is missing", async () => {
    server.use(http.get("*/users/me", () => errorAnswer(404, "not_found", "Profile not found")));
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@demo.test", "Demo1234!");
    expect(await screen.findByTestId("login-error")).toHaveTextContent("Login failed. No profile.");
    expect(getSession()).toBeNull();
  });

  it("refuses a customer (no LOGIN_CMS_ADMIN) with 'Login failed.'", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "customer@demo.test", "Demo1234!");
    const alert = await screen.findByTestId("login-error");
    expect(alert.textContent).toBe("Login failed.");
    expect(getSession()).toBeNull();
  });

  it("signs in, greets with 'Welcome to Optik Console' and lands on /dashboard", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@demo.test", "Demo1234!");
    expect(await screen.findByText("Welcome to Optik Console")).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    expect(getSession()?.user.email).toBe("admin@demo.test");
  });

  it("lands a sub admin with sub roles on /my-dashboard", async () => {
    const { user } = await renderApp({ url: "/login" });
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "subadmin@demo.test", "Demo1234!");
    await waitFor(() => expect(currentUrl()).toBe("/my-dashboard"));
  });

  it("sends a signed-out user from a private page to /login and back there after signing in", async () => {
    const { user } = await renderApp({ url: "/change-password" });
    await waitFor(() => expect(currentUrl()).toMatch(/^\/login\?to=%2Fchange-password/));
    await screen.findByLabelText("Email");
    await fillAndSubmit(user, "admin@demo.test", "Demo1234!");
    await waitFor(() => expect(currentUrl()).toBe("/change-password"));
  });

  it("lists the demo accounts on the demo API; a click fills the form", async () => {
    const { user } = await renderApp({ url: "/login" });
    const list = await screen.findByRole("list", { name: "Demo accounts" });
    await user.click(within(list).getByRole("button", { name: /^catalog@demo\.test/ }));
    expect(screen.getByLabelText("Email")).toHaveValue("catalog@demo.test");
    expect(screen.getByLabelText("Password")).toHaveValue("Demo1234!");
  });
});

describe("already signed in", () => {
  it("asks 'You are already logged in' on /login; Go to dashboard leaves the page", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/login" });
    const dialog = await screen.findByRole("dialog", { name: "You are already logged in" });
    await user.click(within(dialog).getByRole("button", { name: "Go to dashboard" }));
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
  });

  it("Logout in that dialog clears the session and reloads at /login", async () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const { user } = await renderApp({ user: "admin@demo.test", url: "/login" });
    const dialog = await screen.findByRole("dialog", { name: "You are already logged in" });
    await user.click(within(dialog).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    reload.mockRestore();
  });

  it.each(["/forgot-password", "/reset-password/abc", "/reset-password/link/abc"])(
    "redirects a signed-in user from %s to the dashboard",
    async (url) => {
      await renderApp({ user: "admin@demo.test", url });
      await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    },
  );

  it("redirects a signed-in sub admin from a public route to /my-dashboard", async () => {
    await renderApp({ user: "subadmin@demo.test", url: "/forgot-password" });
    await waitFor(() => expect(currentUrl()).toBe("/my-dashboard"));
  });
});
