import { z } from "zod";
import { MESSAGES, PASSWORD_MIN_LENGTH } from "../messages";

export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = z
  .string({ error: MESSAGES.auth.emailRequired })
  .trim()
  .min(1, MESSAGES.auth.emailRequired)
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address."));

/** Password rules shared by the forms and the server (minimum 8: docs/decisions/004). */
export const PasswordSchema = z
  .string({ error: MESSAGES.auth.passwordRequired })
  .min(1, MESSAGES.auth.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.auth.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long!`);

export const FullNameSchema = z
  .string({ error: MESSAGES.auth.fullNameRequired })
  .trim()
  .min(1, MESSAGES.auth.fullNameRequired)
  .max(100, "Please shorten your name to 100 characters.");

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired),
});

export const SignUpInputSchema = z.object({ email: EmailSchema, password: PasswordSchema, fullName: FullNameSchema });
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const ResetPasswordInputSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.auth.passwordsDontMatch,
    path: ["confirmPassword"],
  });
