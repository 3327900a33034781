import { Save } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { LANGUAGES, type LanguageCode } from "../../../../shared/catalog/language-list";
import { VOICES, VOICES_BY_LANGUAGE } from "../../../../shared/catalog/voice-list";
import { SCRIPT_LENGTHS, SCRIPT_TONES } from "../../../../shared/generator/script-style";
import type { SitePolicy, SiteView, UpdateSiteInput } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { LENGTH_KEYS, TONE_KEYS } from "../../../components/style-keys";
import { NativeSelect } from "../../../components/ui/native-select";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../lib/toast";
import { useUpdateSite } from "../api/site-mutations";
import { languageName, usePageT, useT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

const POLICY_OPTIONS: { [K in keyof SitePolicy]: { label: string; options: Array<[SitePolicy[K], string]> } } = {
  new: {
    label: "shop.policy.new",
    options: [
      ["auto", "shop.policy.newAuto"],
      ["review", "shop.policy.review"],
    ],
  },
  changed: {
    label: "shop.policy.changed",
    options: [
      ["auto", "shop.policy.changedAuto"],
      ["review", "shop.policy.review"],
    ],
  },
  removed: {
    label: "shop.policy.removed",
    options: [
      ["unpublish", "shop.policy.unpublish"],
      ["keep", "shop.policy.keep"],
    ],
  },
  stale: {
    label: "shop.policy.stale",
    options: [
      ["withhold", "shop.policy.withhold"],
      ["keep-until-approved", "shop.policy.keepUntilApproved"],
    ],
  },
};

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The catalogue source, the voice of every product's audio, and what happens on each kind of change. */
export function SiteSettingsForm({ site }: { site: SiteView }) {
  const t = usePageT(SHOP_PAGE);
  const coreT = useT();
  const id = useId();
  const update = useUpdateSite(site.id);
  const [form, setForm] = useState({
    sourceUrl: site.sourceUrl ?? "",
    language: site.language as LanguageCode,
    voice: site.voice,
    length: site.length,
    tone: site.tone,
    evergreen: site.evergreen,
    policy: site.policy,
    syncIntervalHours: site.syncIntervalHours,
    playerSelector: site.playerSelector ?? "",
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const voices = VOICES_BY_LANGUAGE[form.language] ?? VOICES_BY_LANGUAGE.en;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...form,
      sourceUrl: form.sourceUrl.trim() || null,
      playerSelector: form.playerSelector.trim() || null,
    } as UpdateSiteInput;
    update.mutate(input, {
      onSuccess: () => toast.success(t("shop.settings.saved")),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-lg border p-4"
      aria-label={t("shop.settings.label", { origin: site.origin })}
    >
      <h3 className="text-lg font-semibold">{t("shop.settings.heading")}</h3>
      <Field id={`${id}-source`} label={t("shop.settings.source")}>
        <Input
          id={`${id}-source`}
          value={form.sourceUrl}
          onChange={(e) => set("sourceUrl", e.target.value)}
          placeholder={`${site.origin}/sitemap.xml`}
          inputMode="url"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-language`} label={t("shop.settings.language")}>
          <NativeSelect
            id={`${id}-language`}
            value={form.language}
            onChange={(e) => {
              const language = e.target.value as LanguageCode;
              set("language", language);
              if (!VOICES_BY_LANGUAGE[language].includes(form.voice as never))
                set("voice", VOICES_BY_LANGUAGE[language][0] ?? "alloy");
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {languageName(l.code, l.name)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-voice`} label={t("shop.settings.voice")}>
          <NativeSelect id={`${id}-voice`} value={form.voice} onChange={(e) => set("voice", e.target.value)}>
            {voices.map((voice) => (
              <option key={voice} value={voice}>
                {VOICES.find((v) => v.id === voice)?.label ?? voice}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-length`} label={t("shop.settings.length")}>
          <NativeSelect id={`${id}-length`} value={form.length} onChange={(e) => set("length", e.target.value)}>
            {SCRIPT_LENGTHS.map((l) => (
              <option key={l.id} value={l.id}>
                {coreT(LENGTH_KEYS[l.id])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-tone`} label={t("shop.settings.tone")}>
          <NativeSelect id={`${id}-tone`} value={form.tone} onChange={(e) => set("tone", e.target.value)}>
            {SCRIPT_TONES.map((tone) => (
              <option key={tone.id} value={tone.id}>
                {coreT(TONE_KEYS[tone.id])}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-evergreen`} checked={form.evergreen} onCheckedChange={(on) => set("evergreen", on)} />
        <Label htmlFor={`${id}-evergreen`}>{t("shop.settings.evergreen")}</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(POLICY_OPTIONS) as Array<keyof SitePolicy>).map((kind) => (
          <Field key={kind} id={`${id}-policy-${kind}`} label={t(POLICY_OPTIONS[kind].label)}>
            <NativeSelect
              id={`${id}-policy-${kind}`}
              value={form.policy[kind]}
              onChange={(e) => set("policy", { ...form.policy, [kind]: e.target.value })}
            >
              {POLICY_OPTIONS[kind].options.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
        <Field id={`${id}-interval`} label={t("shop.settings.interval")}>
          <Input
            id={`${id}-interval`}
            type="number"
            min={1}
            max={168}
            value={form.syncIntervalHours}
            onChange={(e) => set("syncIntervalHours", Number(e.target.value))}
          />
        </Field>
        <Field id={`${id}-selector`} label={t("shop.settings.selector")}>
          <Input
            id={`${id}-selector`}
            value={form.playerSelector}
            onChange={(e) => set("playerSelector", e.target.value)}
            placeholder=".product__price"
          />
        </Field>
      </div>
      <Button type="submit" disabled={update.isPending}>
        <Save aria-hidden /> {t("shop.settings.save")}
      </Button>
    </form>
  );
}
