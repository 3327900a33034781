import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages";
import { CheckScriptInputSchema, ConfirmClaimInputSchema } from "../../../shared/claims/claim-schemas";
import { GenerateScriptInputSchema } from "../../../shared/generator/generator-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { checkDraft, confirmClaim } from "../production/draft-claims";
import { generateScript, type ScriptsDeps } from "./scripts.service";
import { PageLanguageInputSchema } from "../../../shared/generator/page-language";
import { detectPageLanguage } from "./page-language";

export function scriptsRoutes(deps: ScriptsDeps & { auth: Auth }) {
  const signedIn = requireUser(deps.auth);
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
      // The script box's re-check after an edit (issue 24): the text against the draft's stored sources.
      .post("/check", signedIn, async (c) => {
        const { draftId, text } = await parseJsonBody(c, CheckScriptInputSchema);
        return c.json(await checkDraft(deps.db, c.get("user").id, draftId, text));
      })
      // "I can substantiate this": recorded on the draft with who and when; answers the text re-checked.
      .post("/confirm", signedIn, async (c) => {
        const input = await parseJsonBody(c, ConfirmClaimInputSchema);
        return c.json(await confirmClaim(deps.db, c.get("user").id, input));
      })
  );
}
