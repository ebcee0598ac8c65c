import type { AuthActionResponse } from "@refinedev/core";
import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { authProvider as AuthProviderModule } from "@providers/auth";
import { publicToasts } from "@/components/toast-host";
import { useToastRules } from "./toast";

export type AuthProvider = typeof AuthProviderModule;

/**
 * The public pages run outside <Refine> (its core and the data layer stay out of the login
 * page's download), so they use the auth provider through this small hook instead of Refine's
 * useLogin/useForgotPassword/useUpdatePassword. It keeps their behaviour: the provider's success
 * notification, an error toast titled with the error's name, and after a successful sign-in the
 * `?to=` location (kept by the private routes' redirect) or else the provider's `redirectTo`.
 * The provider module itself loads on first use (when the user submits).
 */
export function useAuthAction<TArgs>(
  action: (provider: AuthProvider, args: TArgs) => Promise<AuthActionResponse>,
  { redirect = false }: { redirect?: boolean } = {},
) {
  const rules = useToastRules();
  const navigate = useNavigate();
  const location = useLocation();
  const [isPending, setPending] = useState(false);

  const mutate = useCallback(
    async (
      args: TArgs,
      handlers: {
        onSuccess?: (result: AuthActionResponse) => void;
        onError?: (error: Error) => void;
      } = {},
    ) => {
      setPending(true);
      try {
        const { authProvider } = await import("@providers/auth");
        const result = await action(authProvider, args);
        if (result.success) {
          const note = result.successNotification;
          if (note)
            void publicToasts().then((toasts) =>
              toasts.success({
                message: note.message,
                description: note.description,
                ...rules("success"),
              }),
            );
          if (redirect) {
            const to = new URLSearchParams(location.search).get("to");
            const target =
              to && to.startsWith("/") && !to.startsWith("//") ? to : result.redirectTo;
            if (target) navigate(target, { replace: true });
          }
        } else if (result.error) {
          const { name, message } = result.error;
          void publicToasts().then((toasts) =>
            toasts.error({ message: name, description: message, ...rules("error") }),
          );
        }
        handlers.onSuccess?.(result);
      } catch (cause) {
        handlers.onError?.(cause instanceof Error ? cause : new Error(String(cause)));
      } finally {
        setPending(false);
      }
    },
    [action, location.search, navigate, redirect, rules],
  );

  return { mutate, isPending };
}
