import { Loader2, Wand2 } from "lucide-react";
import { LANGUAGES, type LanguageCode } from "../../../../shared/catalog/language-list";
import { VOICES, VOICES_BY_LANGUAGE, type VoiceId } from "../../../../shared/catalog/voice-list";
import {
  CREATIVITY_MAX,
  CREATIVITY_MIN,
  CREATIVITY_STEP,
  DETAILS_MAX_LENGTH,
  PRODUCT_LINK_MAX_LENGTH,
} from "../../../../shared/generator-limits";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Slider } from "../../../components/ui/slider";
import { Textarea } from "../../../components/ui/textarea";
import type { GeneratorDraft } from "../use-generator-state";
import { VoicePreviewButton } from "./voice-preview-button";

type Props = {
  draft: GeneratorDraft;
  busy: boolean;
  onChange: (patch: Partial<GeneratorDraft>) => void;
  onLanguageChange: (language: LanguageCode) => void;
  onGenerate: () => void;
};

export function ScriptForm({ draft, busy, onChange, onLanguageChange, onGenerate }: Props) {
  const voiceLabel = (id: VoiceId) => VOICES.find((v) => v.id === id)?.label ?? id;
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="product-link">Product Link</Label>
        <Input
          id="product-link"
          type="url"
          inputMode="url"
          placeholder="https://your-shop.com/products/…"
          maxLength={PRODUCT_LINK_MAX_LENGTH}
          value={draft.productLink}
          onChange={(e) => onChange({ productLink: e.target.value })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="product-details">Product Details &amp; Requirements (optional)</Label>
        <Textarea
          id="product-details"
          rows={4}
          maxLength={DETAILS_MAX_LENGTH}
          placeholder="Key features, the tone you want, a promotion to mention… Write in the language of the audio."
          value={draft.details}
          onChange={(e) => onChange({ details: e.target.value })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="language">Language</Label>
          <NativeSelect
            id="language"
            value={draft.language}
            onChange={(e) => onLanguageChange(e.target.value as LanguageCode)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="voice">Voice Type</Label>
          <div className="flex gap-2">
            <div className="flex-1">
              <NativeSelect
                id="voice"
                value={draft.voice}
                onChange={(e) => onChange({ voice: e.target.value as VoiceId })}
              >
                {VOICES_BY_LANGUAGE[draft.language].map((id) => (
                  <option key={id} value={id}>
                    {voiceLabel(id)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <VoicePreviewButton language={draft.language} voice={draft.voice} />
          </div>
        </div>
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label id="creativity-label">Creativity Level</Label>
          <span className="text-sm tabular-nums text-muted-foreground" aria-hidden>
            {draft.creativity.toFixed(1)}
          </span>
        </div>
        <Slider
          aria-labelledby="creativity-label"
          aria-label="Creativity Level"
          min={CREATIVITY_MIN}
          max={CREATIVITY_MAX}
          step={CREATIVITY_STEP}
          value={[draft.creativity]}
          onValueChange={([value]) => onChange({ creativity: Math.round((value ?? 0) * 10) / 10 })}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Conservative</span>
          <span>Creative</span>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
        {busy ? "Writing your script…" : "Generate Audio Script"}
      </Button>
    </form>
  );
}
