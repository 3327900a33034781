import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions } from "../../db/schema/index";

/** Ends every session of the user, on every device (spec: sign-out is global). */
export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}
