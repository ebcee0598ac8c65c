/** Sign-in, password recovery and password change (spec sections 3, 5 and 7). */
import { email, requiredMessage, timestamp, z } from "./common";

export const loginRequest = z
  .object({
    email: email(),
    password: z
      .string({ error: () => requiredMessage("Password") })
      .min(1, requiredMessage("Password")),
  })
  .meta({ id: "LoginRequest" });

export const googleLoginRequest = z
  .object({
    tokenId: z
      .string({ error: () => requiredMessage("tokenId") })
      .min(1, requiredMessage("tokenId")),
  })
  .meta({ id: "GoogleLoginRequest" });

/** Spec 3 "Login response payload". */
export const loginResponse = z
  .object({
    access_token: z
      .string()
      .meta({ description: "A JWT; its `exp` claim is the session's expiry." }),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().meta({ description: "Seconds until the token expires." }),
    passwordExpiredAt: timestamp(),
    isPasswordExpired: z.boolean(),
  })
  .meta({ id: "LoginResponse" });

export const forgotPasswordRequest = z
  .object({
    email: email(),
    platform: z.string().optional().meta({ description: "cms" }),
    resetType: z.string().optional().meta({ description: "link" }),
  })
  .meta({ id: "ForgotPasswordRequest" });

export const forgotPasswordResponse = z
  .object({ email: z.string(), expiresAt: timestamp() })
  .meta({ id: "ForgotPasswordResponse" });

const PASSWORD_REQUIRED = "Field is required";
/** A new password: at least 8 characters ("Field is required" when empty: the spec's message). */
export const newPassword = z
  .string({ error: () => PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(8, "The password must be at least 8 characters.");

export const resetPasswordRequest = z.object({ newPassword }).meta({ id: "ResetPasswordRequest" });

export const changePasswordRequest = z
  .object({
    oldPassword: z.string({ error: () => PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
    newPassword,
  })
  .meta({ id: "ChangePasswordRequest" });

/** `GET /auth/email/check-password-expired`, and the answer of a password change. */
export const passwordExpiry = z
  .object({ isPasswordExpired: z.boolean(), passwordExpiredAt: z.union([timestamp(), z.null()]) })
  .meta({ id: "PasswordExpiry" });

export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type PasswordExpiry = z.infer<typeof passwordExpiry>;
