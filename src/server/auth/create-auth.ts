import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { MESSAGES } from "../../shared/messages";
import { FullNameSchema, PasswordSchema } from "../../shared/account/auth-schemas";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema/index";
import type { Logger } from "../logger";
import type { MailProvider } from "../providers/mail/mail-provider";
import { forgetResetLinks, forgetResetLinksAfterChange, userNameHooks } from "./account-guards";
import { confirmationEmail, passwordResetEmail } from "./auth-emails";
import { isCommonPassword } from "./common-passwords";
import { createSessionReader, type BareSessionInfo } from "./session-reader";

/** Header the app sets from the socket (or trusted proxy) before handing a request to better-auth. */
export const CLIENT_IP_HEADER = "x-shelftalk-client-ip";

/** Per-client limits on the endpoints worth guessing at; everything else gets the default. */
export const AUTH_RATE_LIMITS = {
  window: 60,
  max: 60,
  customRules: {
    "/sign-in/email": { window: 60, max: 3 },
    "/sign-up/email": { window: 60, max: 5 },
    "/request-password-reset": { window: 60, max: 3 },
    "/reset-password": { window: 60, max: 5 },
    "/send-verification-email": { window: 60, max: 3 },
  },
};

export type AuthDeps = {
  db: Database;
  config: Config;
  mail: MailProvider;
  logger: Logger;
  secret: string;
  /**
   * Runs once an account's email is confirmed (the free first credit, wired in bootstrap.ts).
   * A hook rather than an import: auth/ knows no feature, features plug in at composition.
   */
  onEmailVerified?: (userId: string) => Promise<void>;
  /** Runs once an account is created (its personal workspace, issue 27, wired in bootstrap.ts). */
  onUserCreated?: (user: { id: string; name: string }) => Promise<void>;
};

function badRequest(message: string, code: string): APIError {
  return new APIError("BAD_REQUEST", { message, code });
}

/** Seconds: sessions last 30 days and are pushed back at most once a day. */
const SESSION_LIFETIME = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

export function createAuth(deps: AuthDeps) {
  const auth = createBetterAuth(deps);
  const reader = createSessionReader(deps.db, deps.secret, {
    cookieName: async () => (await auth.$context).authCookies.sessionToken.name,
    ...SESSION_LIFETIME,
    getSession: async (headers): Promise<BareSessionInfo | null> => {
      const result = await auth.api.getSession({ headers });
      if (!result) return null;
      const { user, session } = result;
      return {
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
        sessionId: session.id,
        expiresAt: session.expiresAt,
      };
    },
  });
  /** readSession / readSessionWith: the signed-in session for request headers (session-reader.ts). */
  return Object.assign(auth, reader);
}

function createBetterAuth({ db, config, mail, logger, secret, onEmailVerified, onUserCreated }: AuthDeps) {
  return betterAuth({
    appName: "ShelfTalk",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    // APP_URL's origin, or with APP_URL unset both loopback spellings of the local server.
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link carries the token in the fragment (spec: recovery type + token in the URL
      // fragment), so it never reaches a server log or a Referer header.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/auth#type=recovery&access_token=${encodeURIComponent(token)}`;
        await mail.send(passwordResetEmail(user.email, link, localeOf(user)));
      },
      // The link used is consumed by better-auth; any older one still in the mailbox goes too.
      onPasswordReset: ({ user }) => forgetResetLinks(db, user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mail.send(confirmationEmail(user.email, url, localeOf(user)));
      },
      afterEmailVerification: async (user) => {
        await onEmailVerified?.(user.id);
        logger.info({ userId: user.id }, "email confirmed");
      },
    },
    session: SESSION_LIFETIME,
    // The interface language (issue 28, decision 116): sent with the sign-up, changed with
    // PATCH /api/account/locale; the hooks in account-guards.ts hold it to the eight locales.
    user: { additionalFields: { locale: { type: "string", required: false, input: true } } },
    rateLimit: { enabled: !config.RATE_LIMIT_DISABLED, storage: "database", ...AUTH_RATE_LIMITS },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV=test; said explicitly, tests see production's behaviour.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // better-auth's own messages go to our structured log, not the console.
    logger: {
      level: "warn",
      log: (level, message) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        logger[method]({ source: "better-auth" }, message);
      },
    },
    onAPIError: {
      // Expected refusals (wrong password, duplicate email) are answers, not faults.
      onError: (error) => {
        const isApiError = error instanceof APIError;
        logger[isApiError ? "debug" : "error"]({ source: "better-auth", err: error }, "auth request refused");
      },
    },
    // Names are held to the sign-up rules on every write, whatever the endpoint.
    // The account's personal workspace is made with it (issue 27).
    databaseHooks: {
      user: {
        create: {
          before: userNameHooks.user.create.before,
          after: async (user: { id: string; name: string }) => {
            await onUserCreated?.(user);
          },
        },
        update: userNameHooks.user.update,
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email") {
          const name = FullNameSchema.safeParse(body.name);
          if (!name.success)
            throw badRequest(name.error.issues[0]?.message ?? MESSAGES.auth.fullNameRequired, "INVALID_NAME");
          checkPassword(body.password);
          const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
          const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
          // The spec wants duplicate sign-ups told plainly (status 400, code user_already_exists).
          if (existing) throw badRequest(MESSAGES.auth.alreadyRegistered, "USER_ALREADY_EXISTS");
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") checkPassword(body.newPassword);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/change-password") await forgetResetLinksAfterChange(db, ctx.context.returned);
      }),
    },
  });
}

function checkPassword(password: unknown): void {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.auth.passwordTooShort, "INVALID_PASSWORD");
  if (isCommonPassword(parsed.data)) throw badRequest(MESSAGES.auth.commonPassword, "PASSWORD_TOO_COMMON");
}

/** The account's interface language, which better-auth hands over as an additional field of the user. */
function localeOf(user: object): string | null {
  const locale = (user as { locale?: unknown }).locale;
  return typeof locale === "string" ? locale : null;
}

export type Auth = ReturnType<typeof createAuth>;
