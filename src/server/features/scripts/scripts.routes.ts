import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages";
import { GenerateScriptInputSchema } from "../../../shared/generator/generator-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { generateScript, type ScriptsDeps } from "./scripts.service";
import { PageLanguageInputSchema } from "../../../shared/generator/page-language";
import { detectPageLanguage } from "./page-language";

export function scriptsRoutes(deps: ScriptsDeps & { auth: Auth }) {
  return (
    new Hono<AppEnv>()
      .post("/", requireUser(deps.auth, MESSAGES.script.signUpRequired), async (c) => {
        const input = await parseJsonBody(c, GenerateScriptInputSchema);
        const result = await generateScript(deps, { userId: c.get("user").id, sessionId: c.get("sessionId") }, input);
        return c.json(result);
      })
      // The language preselect (decision 094): signed-in sellers only, so visitors cannot make us fetch pages.
      .post("/page-language", requireUser(deps.auth, MESSAGES.script.signUpRequired), async (c) => {
        const { link } = await parseJsonBody(c, PageLanguageInputSchema);
        return c.json({ language: await detectPageLanguage(deps, c.get("user").id, link) });
      })
  );
}
