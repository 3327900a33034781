import type { Context } from "hono";
import type { Database } from "../../db/database";
import type { AppEnv } from "../../http/app-env";
import { recordAudit } from "./audit-log";

/**
 * Records an action of a route in its acting workspace's audit log: the signed-in person, or
 * (through the developer API) the key that acted.
 */
export function auditRequest(
  c: Context<AppEnv>,
  db: Database,
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const user = c.var.user as AppEnv["Variables"]["user"] | undefined;
  const key = c.var.apiKey as AppEnv["Variables"]["apiKey"] | undefined;
  return recordAudit(db, {
    workspaceId: c.get("workspace").id,
    actorUserId: user?.id ?? null,
    action,
    subject,
    detail: key && !user ? { ...detail, api_key_id: key.keyId } : detail,
  });
}
