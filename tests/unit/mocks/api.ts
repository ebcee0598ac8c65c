import { config } from "@/config";

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON answers */
/** Calls the demo API the way the console does (through fetch; MSW's node server answers). */
export interface ApiAnswer<T = any> {
  status: number;
  code: string;
  message: string;
  payload: T;
}

export async function api<T = any>(
  method: string,
  path: string,
  {
    body,
    token,
    headers = {},
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const url = new URL(`${config.apiUrl}${path}`, location.origin);
  const init: RequestInit = { method, headers: { ...headers } };
  if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const json = (await response.json()) as { code: string; message: string; payload: T };
  return { status: response.status, ...json };
}

export const DEMO_PASSWORD = "Demo1234!";

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await api<{ access_token: string }>("POST", "/auth/signin", {
    body: { email, password },
    headers: {
      "x-platform": "cms",
      "x-device-id": "test-device",
      "x-device-name": "Vitest on Node",
      "x-app-version": "0.54.1",
      "x-timezone": "Asia/Jakarta",
    },
  });
  if (answer.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${answer.status} ${answer.message}`);
  return answer.payload.access_token;
}
