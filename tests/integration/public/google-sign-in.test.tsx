import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "@providers/i18n";
import { config } from "@/config";
import GoogleSignIn, { GOOGLE_SCRIPT_URL } from "@/pages/public/login/google-sign-in";
import { renderApp } from "@tests/helpers/render-app";

const auth = config.auth as { googleClientId?: string };
const script = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]`);

describe("Google sign-in", () => {
  afterEach(() => {
    auth.googleClientId = undefined;
    script()?.remove();
    delete window.google;
  });

  it("is not offered (and its script not loaded) without VITE_GOOGLE_CLIENT_ID", async () => {
    await renderApp({ url: "/login" });
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).not.toBeInTheDocument();
    expect(script()).toBeNull();
  });

  it("loads the script on the login screen and hands the credential over as tokenId", async () => {
    await initI18n();
    auth.googleClientId = "client-123";
    const onCredential = vi.fn();
    let callback: ((response: { credential?: string }) => void) | undefined;
    const renderButton = vi.fn();
    render(<GoogleSignIn onCredential={onCredential} />);
    expect(screen.getByRole("button", { name: /Sign in with Google/ })).toBeDisabled();
    window.google = {
      accounts: {
        id: {
          initialize: ({ client_id, callback: cb }) => {
            expect(client_id).toBe("client-123");
            callback = cb;
          },
          renderButton,
        },
      },
    };
    act(() => {
      fireEvent.load(script()!);
    });
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    act(() => callback?.({ credential: "google-id-token" }));
    expect(onCredential).toHaveBeenCalledWith("google-id-token");
  });

  it("when the script cannot load, shows a disabled button with a short reason", async () => {
    await initI18n();
    auth.googleClientId = "client-123";
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<GoogleSignIn onCredential={() => undefined} />);
    act(() => {
      fireEvent.error(script()!);
    });
    expect(
      await screen.findByText(
        "Google sign-in is unavailable: its script could not be loaded. Use your email and password.",
      ),
    ).toBeInTheDocument();
    // Disabled and no longer spinning: it will not come.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeDisabled(),
    );
  });
});
