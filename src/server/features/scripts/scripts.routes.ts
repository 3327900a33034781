import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages";
import { CheckScriptInputSchema, ConfirmClaimInputSchema } from "../../../shared/claims/claim-schemas";
import { GenerateScriptInputSchema } from "../../../shared/generator/generator-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import { auditRequest } from "../workspaces/audit-from-request";
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
        const result = await generateScript(deps, { userId: actingWorkspace(c), sessionId: c.get("sessionId") }, input);
        return c.json(result);
      })
      // The language preselect (decision 094): signed-in sellers only, so visitors cannot make us fetch pages.
      .post("/page-language", requireUser(deps.auth, MESSAGES.script.signUpRequired), async (c) => {
        const { link } = await parseJsonBody(c, PageLanguageInputSchema);
        return c.json({ language: await detectPageLanguage(deps, actingWorkspace(c), link) });
      })
      // The script box's re-check after an edit (issue 24): the text against the draft's stored sources.
      .post("/check", signedIn, async (c) => {
        const { draftId, text } = await parseJsonBody(c, CheckScriptInputSchema);
        return c.json(await checkDraft(deps.db, actingWorkspace(c), draftId, text));
      })
      // "I can substantiate this": recorded on the draft with who and when; answers the text re-checked.
      .post("/confirm", signedIn, async (c) => {
        const input = await parseJsonBody(c, ConfirmClaimInputSchema);
        const result = await confirmClaim(deps.db, actingWorkspace(c), input, c.get("user").id);
        await auditRequest(c, deps.db, "claim.confirmed", input.draftId, { sentence: input.sentence });
        return c.json(result);
      })
  );
}
