import type { GeneratorDraft } from "../use-generator-state";
import { AudioStep } from "./audio-step";
import { ScriptBox } from "./script-box";

/**
 * Everything after a script exists: the editable script, Generate Audio, the player and its
 * links. A chunk of its own (see generator-panel.tsx): a first visit never shows it.
 */
export function ScriptStep({
  draft,
  onChange,
}: {
  draft: GeneratorDraft;
  onChange: (patch: Partial<GeneratorDraft>) => void;
}) {
  return (
    <ScriptBox script={draft.script} onChange={(script) => onChange({ script })}>
      <AudioStep draft={draft} onChange={onChange} />
    </ScriptBox>
  );
}
