import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages";
import { GenerateScriptInputSchema } from "../../../shared/generator/generator-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { generateScript, type ScriptsDeps } from "./scripts.service";

export function scriptsRoutes(deps: ScriptsDeps & { auth: Auth }) {
  return new Hono<AppEnv>().post("/", requireUser(deps.auth, MESSAGES.script.signUpRequired), async (c) => {
    const input = await parseJsonBody(c, GenerateScriptInputSchema);
    const result = await generateScript(deps, { userId: actingWorkspace(c), sessionId: c.get("sessionId") }, input);
    return c.json(result);
  });
}
