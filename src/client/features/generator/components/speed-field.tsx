import { useT } from "../../../i18n/i18n";
import { DEFAULT_SPEED, SPEED_MAX, SPEED_MIN, SPEED_STEP } from "../../../../shared/generator/pacing";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";

const SPEEDS = Array.from(
  { length: Math.round((SPEED_MAX - SPEED_MIN) / SPEED_STEP) + 1 },
  (_, i) => Math.round((SPEED_MIN + i * SPEED_STEP) * 100) / 100,
);

/** Speaking speed for the audio, 0.8×–1.25× (issue 18, pacing). */
export function SpeedField({ value, onChange }: { value: number; onChange: (speed: number) => void }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <Label htmlFor="speed">{t("generator.speed")}</Label>
      <NativeSelect id="speed" value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {SPEEDS.map((speed) => (
          <option key={speed} value={String(speed)}>
            {speed === DEFAULT_SPEED ? t("generator.speedNormal") : `${speed}×`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
