import { Save } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { LANGUAGES, type LanguageCode } from "../../../../shared/catalog/language-list";
import { VOICES, VOICES_BY_LANGUAGE } from "../../../../shared/catalog/voice-list";
import { SCRIPT_LENGTHS, SCRIPT_TONES } from "../../../../shared/generator/script-style";
import type { SitePolicy, SiteView, UpdateSiteInput } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../lib/toast";
import { useUpdateSite } from "../api/site-mutations";

const POLICY_OPTIONS: { [K in keyof SitePolicy]: { label: string; options: Array<[SitePolicy[K], string]> } } = {
  new: {
    label: "A new product",
    options: [
      ["auto", "Make and publish its audio"],
      ["review", "Wait for my review"],
    ],
  },
  changed: {
    label: "A product whose spoken facts changed",
    options: [
      ["auto", "Make a new audio"],
      ["review", "Wait for my review"],
    ],
  },
  removed: {
    label: "A product gone from the shop",
    options: [
      ["unpublish", "Unpublish its audio"],
      ["keep", "Keep it published"],
    ],
  },
  stale: {
    label: "Until a changed product's new audio is approved",
    options: [
      ["withhold", "Stop playing the old audio"],
      ["keep-until-approved", "Keep playing the old audio (it may say an old price)"],
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
      onSuccess: () => toast.success("Settings saved."),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg border p-4" aria-label={`Settings of ${site.origin}`}>
      <h3 className="text-lg font-semibold">Settings</h3>
      <Field id={`${id}-source`} label="Catalogue source (sitemap, product feed, products.json or CSV address)">
        <Input
          id={`${id}-source`}
          value={form.sourceUrl}
          onChange={(e) => set("sourceUrl", e.target.value)}
          placeholder={`${site.origin}/sitemap.xml`}
          inputMode="url"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-language`} label="Language">
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
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-voice`} label="Voice">
          <NativeSelect id={`${id}-voice`} value={form.voice} onChange={(e) => set("voice", e.target.value)}>
            {voices.map((voice) => (
              <option key={voice} value={voice}>
                {VOICES.find((v) => v.id === voice)?.label ?? voice}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-length`} label="Length">
          <NativeSelect id={`${id}-length`} value={form.length} onChange={(e) => set("length", e.target.value)}>
            {SCRIPT_LENGTHS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-tone`} label="Tone">
          <NativeSelect id={`${id}-tone`} value={form.tone} onChange={(e) => set("tone", e.target.value)}>
            {SCRIPT_TONES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-evergreen`} checked={form.evergreen} onCheckedChange={(on) => set("evergreen", on)} />
        <Label htmlFor={`${id}-evergreen`}>
          Evergreen scripts: leave out price, stock and discounts, so a price change needs no new audio
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(POLICY_OPTIONS) as Array<keyof SitePolicy>).map((kind) => (
          <Field key={kind} id={`${id}-policy-${kind}`} label={POLICY_OPTIONS[kind].label}>
            <NativeSelect
              id={`${id}-policy-${kind}`}
              value={form.policy[kind]}
              onChange={(e) => set("policy", { ...form.policy, [kind]: e.target.value })}
            >
              {POLICY_OPTIONS[kind].options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
        <Field id={`${id}-interval`} label="Sync every (hours, 1 to 168)">
          <Input
            id={`${id}-interval`}
            type="number"
            min={1}
            max={168}
            value={form.syncIntervalHours}
            onChange={(e) => set("syncIntervalHours", Number(e.target.value))}
          />
        </Field>
        <Field id={`${id}-selector`} label="Without a player slot, put the player after (CSS selector)">
          <Input
            id={`${id}-selector`}
            value={form.playerSelector}
            onChange={(e) => set("playerSelector", e.target.value)}
            placeholder=".product__price"
          />
        </Field>
      </div>
      <Button type="submit" disabled={update.isPending}>
        <Save aria-hidden /> Save settings
      </Button>
    </form>
  );
}
