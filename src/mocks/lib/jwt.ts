import { hashString } from "./random";

/**
 * JWT-shaped access tokens: base64url header, payload (sub, sid, iat, exp) and a
 * signature. The signature is a demo HMAC-ish digest, enough to reject edited tokens.
 */
const SECRET = "eyewear-demo-secret";
let lifetimeSeconds = 8 * 60 * 60;

/** Token lifetime for new sign-ins (tests shorten it). Default 8 hours. */
export function setTokenLifetime(seconds: number) {
  lifetimeSeconds = seconds;
}
export const getTokenLifetime = () => lifetimeSeconds;

export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(text: string): string {
  const bytes = encoder.encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(value: string): string {
  const padded = value.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((value.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return decoder.decode(bytes);
}

function sign(data: string): string {
  const parts = [0, 1, 2, 3].map((round) =>
    hashString(`${SECRET}:${round}:${data}`).toString(16).padStart(8, "0"),
  );
  return base64url(parts.join(""));
}

export function createToken(
  sub: string,
  sid: string,
  nowMs = Date.now(),
): { token: string; claims: TokenClaims } {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = { sub, sid, iat, exp: iat + lifetimeSeconds };
  const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = base64url(JSON.stringify(claims));
  return { token: `${head}.${body}.${sign(`${head}.${body}`)}`, claims };
}

/** The claims of a valid, unexpired token; undefined otherwise. */
export function verifyToken(token: string, nowMs = Date.now()): TokenClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [head, body, signature] = parts as [string, string, string];
  if (sign(`${head}.${body}`) !== signature) return undefined;
  try {
    const claims = JSON.parse(fromBase64url(body)) as TokenClaims;
    if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return undefined;
    if (claims.exp * 1000 <= nowMs) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
