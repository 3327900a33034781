import { useT } from "../../../i18n/i18n";
import { CREATIVITY_MAX, CREATIVITY_MIN, CREATIVITY_STEP } from "../../../../shared/generator/generator-limits";
import { Label } from "../../../components/ui/label";
import { Slider } from "../../../components/ui/slider";

/** Creativity Level slider, Conservative to Creative (spec: 0 to 1, step 0.1). */
export function CreativityField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <Label id="creativity-label">{t("generator.creativity")}</Label>
        <span className="text-sm tabular-nums text-muted-foreground" aria-hidden>
          {value.toFixed(1)}
        </span>
      </div>
      <Slider
        aria-labelledby="creativity-label"
        aria-label={t("generator.creativity")}
        aria-valuetext={`${value.toFixed(1)}: ${value < 0.4 ? "conservative" : value > 0.6 ? "creative" : "balanced"}`}
        min={CREATIVITY_MIN}
        max={CREATIVITY_MAX}
        step={CREATIVITY_STEP}
        value={[value]}
        onValueChange={([next]) => onChange(Math.round((next ?? 0) * 10) / 10)}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{t("generator.conservative")}</span>
        <span>{t("generator.creative")}</span>
      </div>
    </div>
  );
}
