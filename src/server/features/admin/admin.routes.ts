import { count } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminOverviewResponse } from "../../../shared/admin/admin-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireAdmin } from "../../auth/session-middleware";
import type { Database } from "../../db/database";
import { generatedAudios, users } from "../../db/schema/index";
import type { AppEnv } from "../../http/app-env";
import { creditsSold } from "../credits/credit-ledger";

/** Admin-only endpoints. Every route here sits behind requireAdmin (403 for others). */
export function adminRoutes(deps: { auth: Auth; db: Database }) {
  const { auth, db } = deps;
  return new Hono<AppEnv>().use(requireAdmin(auth, db)).get("/overview", async (c) => {
    const [[accounts], [audios], sold] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(generatedAudios),
      creditsSold(db),
    ]);
    return c.json({
      accounts: accounts?.n ?? 0,
      audios: audios?.n ?? 0,
      creditsSold: sold,
    } satisfies AdminOverviewResponse);
  });
}
