import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { getDemoOutbox } from "@providers/data/api";
import { server } from "@/mocks/node";
import { currentUrl, renderApp } from "@tests/helpers/render-app";

/** Asks the demo API for a reset e-mail and answers the link's session id. */
async function resetSessionFor(email: string): Promise<string> {
  const { user } = await renderApp({ url: "/forgot-password" });
  await user.type(await screen.findByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send Reset Password" }));
  await screen.findByText("Check your email");
  const mails = await getDemoOutbox();
  const link = mails.find((mail) => mail.to === email)?.link ?? "";
  const sessionId = link.split("/").pop();
  if (!sessionId) throw new Error("no reset link in the demo outbox");
  return sessionId;
}

describe("forgot password", () => {
  it("requires an email: 'Email address is required'", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.click(await screen.findByRole("button", { name: "Send Reset Password" }));
    expect(await screen.findByText("Email address is required")).toBeInTheDocument();
  });

  it("checks the format: 'Please enter correct email format'", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Reset Password" }));
    expect(await screen.findByText("Please enter correct email format")).toBeInTheDocument();
  });

  it("shows the server's message when the request fails", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.type(await screen.findByLabelText("Email"), "nobody@demo.test");
    await user.click(screen.getByRole("button", { name: "Send Reset Password" }));
    expect(await screen.findByTestId("forgot-error")).toHaveTextContent("Email is not registered");
    expect(screen.queryByText("Check your email")).not.toBeInTheDocument();
  });

  it("shows 'Check your email'; Resend Email returns to the form", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.type(await screen.findByLabelText("Email"), "admin@demo.test");
    await user.click(screen.getByRole("button", { name: "Send Reset Password" }));
    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend Email" }));
    expect(await screen.findByRole("button", { name: "Send Reset Password" })).toBeInTheDocument();
  });

  it("on the demo API, shows the reset link of the e-mail it did not send, which opens the reset form", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.type(await screen.findByLabelText("Email"), "catalog@demo.test");
    await user.click(screen.getByRole("button", { name: "Send Reset Password" }));
    expect(await screen.findByText("Demo outbox")).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Open the reset link" });
    expect(link.getAttribute("href")).toMatch(/^\/reset-password\/.+/);
    await user.click(link);
    expect(await screen.findByLabelText("New Password")).toBeInTheDocument();
  });

  it("links back to the login page", async () => {
    const { user } = await renderApp({ url: "/forgot-password" });
    await user.click(await screen.findByRole("link", { name: "Back to Login Page" }));
    await waitFor(() => expect(currentUrl()).toBe("/login"));
  });
});

describe("reset password", () => {
  it("shows the Invalid Session modal for an unknown session, linking to /forgot-password", async () => {
    const { user } = await renderApp({ url: "/reset-password/not-a-session" });
    const dialog = await screen.findByRole("dialog", { name: "Invalid Session" });
    await user.click(within(dialog).getByRole("button", { name: "Request a new link" }));
    await waitFor(() => expect(currentUrl()).toBe("/forgot-password"));
  });

  it("treats a failing session check as invalid too (link form of the route)", async () => {
    server.use(http.get("*/auth/email/check/:id", () => HttpResponse.error()));
    await renderApp({ url: "/reset-password/link/whatever" });
    expect(await screen.findByRole("dialog", { name: "Invalid Session" })).toBeInTheDocument();
  });

  it("validates: 'Field is required', the retype must match, the button is disabled while they differ", async () => {
    const sessionId = await resetSessionFor("admin@demo.test");
    const { user } = await renderApp({ url: `/reset-password/${sessionId}` });
    const submit = await screen.findByRole("button", { name: "Reset Password" });
    await user.click(submit);
    // Each field shows its own error as its validation ends (one may come a moment later).
    await waitFor(() => expect(screen.getAllByText("Field is required")).toHaveLength(2));

    await user.type(screen.getByLabelText("New Password"), "NewPass123!");
    await user.type(screen.getByLabelText("Retype New Password"), "NewPass12");
    expect(
      await screen.findByText("Retype password doesn`t match with new password"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset Password" })).toBeDisabled();

    await user.type(screen.getByLabelText("Retype New Password"), "3!");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Reset Password" })).toBeEnabled(),
    );
    await waitFor(() =>
      expect(
        screen.queryByText("Retype password doesn`t match with new password"),
      ).not.toBeInTheDocument(),
    );
  });

  it("resets the password: 'Sucessfully Reset Password', then Sign In With New Password works", async () => {
    const sessionId = await resetSessionFor("catalog@demo.test");
    const { user } = await renderApp({ url: `/reset-password/link/${sessionId}` });
    await user.type(await screen.findByLabelText("New Password"), "BrandNew123!");
    await user.type(screen.getByLabelText("Retype New Password"), "BrandNew123!");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Sucessfully Reset Password")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign In With New Password" }));
    await waitFor(() => expect(currentUrl()).toBe("/login"));

    await user.type(await screen.findByLabelText("Email"), "catalog@demo.test");
    await user.type(screen.getByLabelText("Password"), "BrandNew123!");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
  });

  it("shows the Invalid Session modal when the reset itself fails", async () => {
    const sessionId = await resetSessionFor("admin@demo.test");
    server.use(
      http.post("*/auth/email/change-password/:id", () =>
        HttpResponse.json(
          {
            code: "not_found",
            message: "The reset session is invalid or has expired.",
            payload: null,
          },
          { status: 404 },
        ),
      ),
    );
    const { user } = await renderApp({ url: `/reset-password/${sessionId}` });
    await user.type(await screen.findByLabelText("New Password"), "BrandNew123!");
    await user.type(screen.getByLabelText("Retype New Password"), "BrandNew123!");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByRole("dialog", { name: "Invalid Session" })).toBeInTheDocument();
  });
});
