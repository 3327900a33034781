import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { LOGO_BOX, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPES } from "../../shared/logos/logos";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { toast } from "../lib/toast";
import { useLogo, useLogoMutations, type LogoOwner } from "../lib/logos/logos-api";
import { translateMessage, usePageT } from "../i18n/i18n";
import { LOGO_FIELD } from "../i18n/pages/logo";

const ACCEPT = Object.keys(LOGO_TYPES).join(",");

/**
 * The seller's logo in the player (issue 25, decision 123): shows the current one at the size the
 * player gives it, uploads a new one (PNG, JPEG or WebP up to 200 KB; the server checks the bytes
 * again) with the name a screen reader says for it, and removes it. An audio without its own logo
 * shows its site's, and says so.
 */
export function LogoField({ owner }: { owner: LogoOwner }) {
  const t = usePageT(LOGO_FIELD);
  const id = useId();
  const current = useLogo(owner);
  const { upload, remove } = useLogoMutations(owner);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const logo = current.data?.logo ?? null;
  const own = logo !== null && logo.from === owner.kind;
  const busy = upload.isPending || remove.isPending;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen && chosen.size > LOGO_MAX_BYTES ? LOGO_TOO_LARGE_MESSAGE : null);
  };
  const onUpload = () => {
    if (!file || problem) return;
    upload.mutate(
      { file, alt },
      {
        onSuccess: () => {
          setFile(null);
          toast.success(t("logo.saved"));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t("logo.removed")),
      onError: (error) => toast.error(error.message),
    });

  return (
    <fieldset className="space-y-2 rounded-md border p-3" data-testid={`logo-field-${owner.kind}`}>
      <legend className="px-1 text-sm font-medium">
        {owner.kind === "site" ? t("logo.titleSite") : t("logo.titleAudio")}
      </legend>
      <p className="text-xs text-muted-foreground">
        {owner.kind === "site" ? t("logo.helpSite") : t("logo.helpAudio")}
      </p>
      {logo ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={logo.url}
            alt={logo.alt}
            width={LOGO_BOX.width}
            height={LOGO_BOX.height}
            className="rounded border bg-white object-contain"
            style={{ width: LOGO_BOX.width, height: LOGO_BOX.height }}
            data-testid="current-logo"
          />
          <span className="text-sm text-muted-foreground">
            {own ? t("logo.shownAs", { alt: logo.alt }) : t("logo.sitesLogo", { alt: logo.alt })}
          </span>
          {own ? (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden /> {t("logo.remove")}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-file`}>{t("logo.file")}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-alt`}>{t("logo.alt")}</Label>
          <Input
            id={`${id}-alt`}
            value={alt}
            maxLength={80}
            placeholder={owner.kind === "site" ? t("logo.altSite") : t("logo.altAudio")}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {translateMessage(problem)}
        </p>
      ) : null}
      <Button type="button" size="sm" variant="outline" onClick={onUpload} disabled={!file || Boolean(problem) || busy}>
        {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ImageUp aria-hidden />}
        {own ? t("logo.replace") : t("logo.upload")}
      </Button>
    </fieldset>
  );
}
