import { App as AntdApp } from "antd";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useToastRules } from "./toast";

/**
 * Shows an error toast by the toast rules (./toast.ts): `showError(text)` instead of antd's `message.error(text)`. A
 * call that ends after its component has gone (a sign-out, another page) says nothing: the toast would
 * outlive what it was about (and antd's holder may be gone with it). Inside the console only (antd's
 * App context: src/components/console-app.tsx).
 */
export function useErrorToast() {
  const { notification } = AntdApp.useApp();
  const rules = useToastRules();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    (content: ReactNode) => {
      if (mounted.current) notification.error({ message: content, ...rules("error") });
    },
    [notification, rules],
  );
}
