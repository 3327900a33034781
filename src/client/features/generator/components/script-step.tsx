import { countUnsupported } from "../../../../shared/claims/claim-schemas";
import { SCRIPT_MAX_LENGTH } from "../../../../shared/generator/generator-limits";
import { useScriptClaims } from "../api/check-script";
import type { GeneratorDraft } from "../use-generator-state";
import { AudioStep } from "./audio-step";
import { ScriptBox } from "./script-box";
import { ScriptClaims } from "./script-claims";

/**
 * Everything after a script exists: the editable script, its checked claims, Generate Audio,
 * the player and its links. A chunk of its own (see generator-panel.tsx): a first visit never shows it.
 */
export function ScriptStep({
  draft,
  balance,
  onChange,
}: {
  draft: GeneratorDraft;
  balance: number | undefined;
  onChange: (patch: Partial<GeneratorDraft>) => void;
}) {
  const tooLong = draft.script.length > SCRIPT_MAX_LENGTH;
  const checked = useScriptClaims(draft.draftId, draft.script);
  const claims = checked.data?.claims ?? [];
  return (
    <ScriptBox
      script={draft.script}
      language={draft.language}
      length={draft.length}
      onChange={(script) => onChange({ script })}
    >
      {draft.draftId ? <ScriptClaims draftId={draft.draftId} text={draft.script} claims={claims} /> : null}
      <AudioStep
        draft={draft}
        balance={balance}
        scriptTooLong={tooLong}
        unresolvedClaims={countUnsupported(claims)}
        onChange={onChange}
      />
    </ScriptBox>
  );
}
