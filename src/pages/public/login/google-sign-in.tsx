import { Button, Flex } from "antd";
import { Text } from "@/components/plain-typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";

export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<GoogleIdentity> | undefined;

/** Loads Google Identity Services once, on the login screen only. */
export function loadGoogleScript(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptPromise ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google?.accounts?.id
        ? resolve(window.google)
        : reject(new Error("Google Identity Services missing"));
    script.onerror = () => reject(new Error("Google Identity Services could not load"));
    document.head.appendChild(script);
  }).finally(() => {
    // Only a pending load is shared; later calls look at window.google again (or retry a failure).
    scriptPromise = undefined;
  });
  return scriptPromise;
}

interface GoogleSignInProps {
  onCredential: (tokenId: string) => void;
  disabled?: boolean;
}

/**
 * The third-party sign-in (only built in when VITE_GOOGLE_CLIENT_ID is set).
 * When the script cannot load, a disabled button says why; the form still works.
 */
export default function GoogleSignIn({ onCredential, disabled }: GoogleSignInProps) {
  const { t } = useTranslation("login");
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    const clientId = config.auth.googleClientId;
    if (!clientId) return;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) callback.current(credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "signin_with",
          width: Math.min(container.current.clientWidth || 360, 400),
        });
        setState("ready");
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Flex
      vertical
      gap={4}
      style={{ opacity: disabled ? 0.6 : 1, pointerEvents: disabled ? "none" : undefined }}
    >
      <div
        ref={container}
        style={{ display: state === "ready" ? "block" : "none", minHeight: 40 }}
      />
      {state !== "ready" ? (
        // Keyed by state: the failed button is a fresh one, without the spinner's exit animation.
        <Button key={state} block size="large" disabled loading={state === "loading"}>
          {t("google.button")}
        </Button>
      ) : null}
      {state === "failed" ? (
        <Text type="secondary" style={{ fontSize: 12 }} role="status">
          {t("google.unavailable")}
        </Text>
      ) : null}
    </Flex>
  );
}
