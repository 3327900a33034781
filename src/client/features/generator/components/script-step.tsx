import { SCRIPT_MAX_LENGTH } from "../../../../shared/generator/generator-limits";
import type { GeneratorDraft } from "../use-generator-state";
import { AudioStep } from "./audio-step";
import { ScriptBox } from "./script-box";

/**
 * Everything after a script exists: the editable script, Generate Audio, the player and its
 * links. A chunk of its own (see generator-panel.tsx): a first visit never shows it.
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
  return (
    <ScriptBox script={draft.script} language={draft.language} onChange={(script) => onChange({ script })}>
      <AudioStep draft={draft} balance={balance} scriptTooLong={tooLong} onChange={onChange} />
    </ScriptBox>
  );
}
