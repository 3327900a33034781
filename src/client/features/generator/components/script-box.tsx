import { useLocale, useT } from "../../../i18n/i18n";
import { Copy } from "lucide-react";
import type { ReactNode } from "react";
import type { LanguageCode } from "../../../../shared/catalog/language-list";
import { SCRIPT_MAX_LENGTH } from "../../../../shared/generator/generator-limits";
import { SCRIPT_LENGTHS, type ScriptLength } from "../../../../shared/generator/script-style";
import { MESSAGES } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { describedBy, FieldError } from "../../../components/ui/field-error";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { SCRIPT_FIELD_ID } from "../../../lib/generator-focus";
import { toast } from "../../../lib/toast";
import { estimateScript } from "../script-estimate";

/** From here on the counter turns amber: the limit is close. */
const NEAR_LIMIT = Math.round(SCRIPT_MAX_LENGTH * 0.9);
/** Under this share of the chosen length, the box says why (the writer never invents facts to fill time). */
const SHORT_OF_TARGET = 0.8;
const LENGTH_KEYS = {
  short: "generator.lengthShort",
  standard: "generator.lengthStandard",
  long: "generator.lengthLong",
};

/**
 * The editable script with Copy Script; the audio step's controls come in as children.
 * No maxLength: a pasted script is never cut silently. A counter shows the length against
 * the 6,000-character limit, and a longer script gets a message on the field (the audio step
 * then refuses to voice it).
 */
export function ScriptBox({
  script,
  language,
  length,
  onChange,
  children,
}: {
  script: string;
  language: LanguageCode;
  /** The length chosen in the form: a script well short of it says why. */
  length?: ScriptLength;
  onChange: (s: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  // English keeps the spec's en-US digits; another language writes numbers its own way.
  const number = new Intl.NumberFormat(locale === "en" ? "en-US" : locale);
  const { words, seconds } = estimateScript(script, language);
  const target = SCRIPT_LENGTHS.find((option) => option.id === length);
  const shortOfTarget = target && seconds > 0 && seconds < target.seconds * SHORT_OF_TARGET;
  const characters = script.length;
  const tooLong = characters > SCRIPT_MAX_LENGTH;
  const error = tooLong ? MESSAGES.audio.scriptTooLong : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      toast.success(MESSAGES.script.copied);
    } catch {
      toast.error(t("generator.copyFailed"));
    }
  };
  return (
    <div className="space-y-3 rounded-lg border bg-background p-4">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={SCRIPT_FIELD_ID}>{t("generator.yourScript")}</Label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> {t("generator.copyScript")}
        </Button>
      </div>
      <Textarea
        id={SCRIPT_FIELD_ID}
        rows={10}
        value={script}
        aria-invalid={tooLong || undefined}
        aria-describedby={describedBy("script-error", error, "script-counter")}
        onChange={(e) => onChange(e.target.value)}
        className="font-[inherit] leading-relaxed"
      />
      <p
        id="script-counter"
        className={cn(
          "flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground",
          characters >= NEAR_LIMIT && !tooLong && "text-amber-700 dark:text-amber-400",
          tooLong && "text-destructive",
        )}
      >
        <span>
          {t("generator.characters", { length: number.format(characters), max: number.format(SCRIPT_MAX_LENGTH) })}
        </span>
        <span>
          {language === "ja" || language === "zh"
            ? ""
            : t("generator.words", { count: words, n: number.format(words) })}
          {t("generator.audioSeconds", { count: seconds, n: number.format(seconds) })}
        </span>
      </p>
      {shortOfTarget ? (
        <p id="script-length-note" className="text-xs text-muted-foreground">
          {t("generator.shorterThanTarget", { target: t(LENGTH_KEYS[target.id]), seconds: number.format(seconds) })}
        </p>
      ) : null}
      {/* Polite live region: typing past the limit is announced once, not every keystroke's count. */}
      <div aria-live="polite">
        <FieldError id="script-error" message={error} />
      </div>
      {children}
    </div>
  );
}
