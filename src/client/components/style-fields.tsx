import { useT } from "../i18n/i18n";
import { SCRIPT_LENGTHS, SCRIPT_TONES, type ScriptLength, type ScriptTone } from "../../shared/generator/script-style";
import { Label } from "./ui/label";
import { LENGTH_KEYS, TONE_KEYS } from "./style-keys";
import { NativeSelect } from "./ui/native-select";

/**
 * Length target and tone preset (issue 14, item 6): two selects in the form's grid, shared by the
 * generator and the batch form (decision 124), each with its own ids.
 */
export function StyleFields({
  length,
  tone,
  onChange,
  ids = { length: "script-length", tone: "script-tone" },
}: {
  length: ScriptLength;
  tone: ScriptTone;
  onChange: (patch: { length?: ScriptLength; tone?: ScriptTone }) => void;
  ids?: { length: string; tone: string };
}) {
  const t = useT();
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={ids.length}>{t("generator.length")}</Label>
        <NativeSelect
          id={ids.length}
          value={length}
          onChange={(e) => onChange({ length: e.target.value as ScriptLength })}
        >
          {SCRIPT_LENGTHS.map((option) => (
            <option key={option.id} value={option.id}>
              {t(LENGTH_KEYS[option.id])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.tone}>{t("generator.tone")}</Label>
        <NativeSelect id={ids.tone} value={tone} onChange={(e) => onChange({ tone: e.target.value as ScriptTone })}>
          {SCRIPT_TONES.map((option) => (
            <option key={option.id} value={option.id}>
              {t(TONE_KEYS[option.id])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
