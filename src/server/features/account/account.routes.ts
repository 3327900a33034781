import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import {
  AccountLocaleInputSchema,
  type AccountLocaleResponse,
  type CreditsResponse,
  type MeResponse,
  type SignOutResponse,
} from "../../../shared/account/account-schemas";
import type { Auth } from "../../auth/create-auth";
import { readSession, requireUser, signedInRead } from "../../auth/session-middleware";
import type { Database } from "../../db/database";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { accountLocale, setAccountLocale } from "./account-locale";
import { balanceForSession } from "../credits/credits.service";
import { getRoles } from "../../auth/roles";
import { revokeAllSessions } from "./sign-out.service";
import { countMemberships } from "../workspaces/workspaces.service";

export function accountRoutes(deps: { auth: Auth; db: Database }) {
  const { auth, db } = deps;
  return (
    new Hono<AppEnv>()
      /** The signed-in user with roles, or { user: null }: the client's auth context reads this. */
      .get("/me", async (c) => {
        c.header("Cache-Control", "no-store");
        const session = await readSession(auth, c.req.raw.headers);
        if (!session) return c.json({ user: null, session: null, roles: [] } satisfies MeResponse);
        const [roles, memberships, locale] = await Promise.all([
          getRoles(db, session.user.id),
          countMemberships(db, session.user.id),
          accountLocale(db, session.user.id),
        ]);
        return c.json({
          user: { ...session.user, locale },
          session: { id: session.sessionId, expiresAt: session.expiresAt.toISOString() },
          roles,
          workspace: { ...session.workspace, memberships },
        } satisfies MeResponse);
      })
      /**
       * The seller's interface language (issue 28, decision 116), set from the language switch. Any
       * role may: it is the person's own setting, not the workspace's, so it needs no more than a session.
       */
      .patch("/account/locale", requireUser(auth, undefined, "viewer"), async (c) => {
        const { locale } = await parseJsonBody(c, AccountLocaleInputSchema);
        await setAccountLocale(db, c.get("user").id, locale);
        return c.json({ locale } satisfies AccountLocaleResponse);
      })
      .get("/credits", async (c) => {
        const credits = await signedInRead(auth, c, balanceForSession(db));
        c.header("Cache-Control", "no-store");
        return c.json({ credits } satisfies CreditsResponse);
      })
      /** Global sign-out: every session of the user ends, and this browser's cookies are cleared. */
      .post("/account/sign-out", async (c) => {
        const session = await readSession(auth, c.req.raw.headers);
        if (session) await revokeAllSessions(db, session.user.id);
        for (const name of Object.keys(parseCookieNames(c.req.header("cookie")))) {
          if (name.includes("better-auth")) {
            setCookie(c, name, "", {
              path: "/",
              maxAge: 0,
              httpOnly: true,
              sameSite: "Lax",
              secure: name.startsWith("__Secure-"),
            });
          }
        }
        return c.json({ success: true } satisfies SignOutResponse);
      })
  );
}

function parseCookieNames(header: string | undefined): Record<string, true> {
  const names: Record<string, true> = {};
  for (const part of (header ?? "").split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) names[name] = true;
  }
  return names;
}
