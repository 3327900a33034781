import { Hono } from "hono";
import {
  CreateApiKeyInputSchema,
  type ApiKeyListResponse,
  type CreateApiKeyResponse,
  type SuccessResponse,
} from "../../../shared/developers/developer-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
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
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .post("/", signedIn, async (c) => {
      const input = await parseJsonBody(c, CreateApiKeyInputSchema);
      if (!deps.rateLimitDisabled) await limitKeyCreation(c, deps.db, c.get("user").id);
      c.header("Cache-Control", "no-store");
      return c.json(
        (await createApiKey(deps.db, c.get("user").id, input, { live: deps.live })) satisfies CreateApiKeyResponse,
        201,
      );
    })
    .get("/", signedIn, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ keys: await listApiKeys(deps.db, c.get("user").id) } satisfies ApiKeyListResponse);
    })
    .delete("/:id", signedIn, async (c) => {
      await revokeApiKey(deps.db, c.get("user").id, c.req.param("id"));
      return c.json({ success: true } satisfies SuccessResponse);
    });
}
