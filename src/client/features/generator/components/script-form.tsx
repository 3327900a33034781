import { languageName, useT } from "../../../i18n/i18n";
import { Loader2, Wand2 } from "lucide-react";
import { LANGUAGES, type LanguageCode } from "../../../../shared/catalog/language-list";
import { VOICES, VOICES_BY_LANGUAGE, type VoiceId } from "../../../../shared/catalog/voice-list";
import { DETAILS_MAX_LENGTH, PRODUCT_LINK_MAX_LENGTH } from "../../../../shared/generator/generator-limits";
import { isHttpUrl, normalizeProductLink } from "../../../../shared/generator/product-link";
import { Button } from "../../../components/ui/button";
import { describedBy, FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { PRODUCT_LINK_FIELD_ID } from "../../../lib/generator-focus";
import type { GeneratorDraft } from "../use-generator-state";
import { CreativityField } from "./creativity-field";
import type { GeneratorErrors } from "./generator-errors";
import { StyleFields } from "../../../components/style-fields";
import { SpeedField } from "./speed-field";
import { VoiceEngineNote } from "./voice-engine-note";
import { VoicePreviewButton } from "./voice-preview-button";
import { PAGE_LANGUAGE_NOTE_ID, PageLanguageNote } from "./page-language-note";

type Props = {
  draft: GeneratorDraft;
  busy: boolean;
  errors: GeneratorErrors;
  onChange: (patch: Partial<GeneratorDraft>) => void;
  onLanguageChange: (language: LanguageCode) => void;
  onGenerate: () => void;
  /** The product page's language, when known (decision 094): a note if the chosen one differs. */
  pageLanguage?: LanguageCode | null;
};

/** Product Link, details, language, voice, length, tone and creativity, with each field's error under it. */
export function ScriptForm({
  draft,
  busy,
  errors,
  onChange,
  onLanguageChange,
  onGenerate,
  pageLanguage = null,
}: Props) {
  // Sellers meet voices by name, with a sample (Preview); which engine speaks is the operator's concern (decision 088).
  const t = useT();
  const voiceLabel = (id: VoiceId) => VOICES.find((v) => v.id === id)?.label ?? id;
  return (
    <form
      className="space-y-5"
      noValidate
      aria-label={t("generator.formLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor={PRODUCT_LINK_FIELD_ID}>{t("generator.productLink")}</Label>
        <Input
          id={PRODUCT_LINK_FIELD_ID}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://your-shop.com/products/…"
          maxLength={PRODUCT_LINK_MAX_LENGTH}
          value={draft.productLink}
          aria-invalid={errors.productLink ? true : undefined}
          aria-describedby={describedBy("product-link-error", errors.productLink, "product-link-hint")}
          onChange={(e) => onChange({ productLink: e.target.value })}
          onBlur={(e) => {
            // "shop.com/p/1" is shown as the https link it will be read as.
            const link = normalizeProductLink(e.target.value);
            if (link !== e.target.value && isHttpUrl(link)) onChange({ productLink: link });
          }}
        />
        <p id="product-link-hint" className="text-xs text-muted-foreground">
          {t("generator.productLinkHint")}
        </p>
        <FieldError id="product-link-error" message={errors.productLink} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="product-details">{t("generator.details")}</Label>
        <Textarea
          id="product-details"
          rows={4}
          maxLength={DETAILS_MAX_LENGTH}
          placeholder={t("generator.detailsPlaceholder")}
          value={draft.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy("product-details-error", errors.details)}
          onChange={(e) => onChange({ details: e.target.value })}
        />
        <FieldError id="product-details-error" message={errors.details} />
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="language">{t("generator.language")}</Label>
          <NativeSelect
            id="language"
            value={draft.language}
            aria-invalid={errors.language ? true : undefined}
            aria-describedby={describedBy(
              "language-error",
              errors.language,
              ...(pageLanguage && pageLanguage !== draft.language ? [PAGE_LANGUAGE_NOTE_ID] : []),
            )}
            onChange={(e) => onLanguageChange(e.target.value as LanguageCode)}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {languageName(l.code, l.name)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="language-error" message={errors.language} />
          <PageLanguageNote pageLanguage={pageLanguage} language={draft.language} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="voice">{t("generator.voice")}</Label>
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
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
        <VoiceEngineNote />
        <SpeedField value={draft.speed} onChange={(speed) => onChange({ speed })} />
        <StyleFields length={draft.length} tone={draft.tone} onChange={onChange} />
      </div>
      <CreativityField value={draft.creativity} onChange={(creativity) => onChange({ creativity })} />
      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          aria-disabled={busy || undefined}
          aria-describedby={describedBy("generator-form-error", errors.form)}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
          {busy ? t("generator.writing") : t("generator.generate")}
        </Button>
        <FieldError id="generator-form-error" message={errors.form} />
      </div>
    </form>
  );
}
