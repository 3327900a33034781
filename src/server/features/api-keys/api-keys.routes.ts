import { Hono } from "hono";
import {
  CreateApiKeyInputSchema,
  type ApiKeyListResponse,
  type CreateApiKeyResponse,
  type SuccessResponse,
} from "../../../shared/developers/developer-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import { auditRequest } from "../workspaces/audit-from-request";
import type { Database } from "../../db/database";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { limitKeyCreation } from "./key-creation-limit";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

/**
 * /api/keys: the Developers page's key management. Session only (a key cannot mint or revoke
 * keys), behind the same-origin guard like every cookie route.
 */
export function apiKeysRoutes(deps: { auth: Auth; db: Database; live: boolean; rateLimitDisabled?: boolean }) {
  // Keys are the admins' (decision 085); a key acts with the role chosen here.
  const signedIn = requireUser(deps.auth, undefined, "admin");
  return new Hono<AppEnv>()
    .post("/", signedIn, async (c) => {
      const input = await parseJsonBody(c, CreateApiKeyInputSchema);
      if (!deps.rateLimitDisabled) await limitKeyCreation(c, deps.db, actingWorkspace(c));
      c.header("Cache-Control", "no-store");
      const created = await createApiKey(deps.db, actingWorkspace(c), input, { live: deps.live });
      await auditRequest(c, deps.db, "key.created", created.id, { name: created.name, role: created.role });
      return c.json(created satisfies CreateApiKeyResponse, 201);
    })
    .get("/", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ keys: await listApiKeys(deps.db, actingWorkspace(c)) } satisfies ApiKeyListResponse);
    })
    .delete("/:id", signedIn, async (c) => {
      await revokeApiKey(deps.db, actingWorkspace(c), c.req.param("id"));
      await auditRequest(c, deps.db, "key.revoked", c.req.param("id"));
      return c.json({ success: true } satisfies SuccessResponse);
    });
}
