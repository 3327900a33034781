import { Settings2, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "../../../lib/toast";
import { CATEGORY_AUDIO_MAX_BYTES } from "../../../../shared/catalog/categories";
import { MESSAGES } from "../../../../shared/messages";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useAuth } from "../../../lib/account/auth-context";
import { useSpeechEngine } from "../../../lib/speech-engine";
import { categoryAudioFailure } from "../api/category-audio-errors";
import { useDeleteCategoryAudio } from "../api/delete-category-audio";
import type { CategorySummary } from "../../../../shared/categories/category-schemas";
import { useUploadCategoryAudio } from "../api/upload-category-audio";
import { usePageT, useT } from "../../../i18n/i18n";
import { CATEGORY_ADMIN } from "../../../i18n/pages/category-admin";
import { CATEGORY_TEXT_KEYS } from "../category-texts";

const PANEL_ID = "category-audio-admin";

/**
 * The admin's tools of the Solutions section: a button that shows or hides the upload panel.
 * Loaded only for admins (category-admin-panel.tsx); the server checks the role again on
 * every call (403), so this is convenience, not control.
 */
export function CategoryAdminTools({ categories }: { categories: CategorySummary[] }) {
  const [open, setOpen] = useState(false);
  // Engine facts are the operator's (decision 088): shown here, never on a seller's form.
  const engine = useSpeechEngine().data;
  const t = usePageT(CATEGORY_ADMIN);
  return (
    <div className="mt-10">
      <div className="flex justify-center">
        <Button variant="outline" aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen((v) => !v)}>
          <Settings2 aria-hidden />
          {open ? t("categoryAdmin.hide") : t("categoryAdmin.show")}
        </Button>
      </div>
      {open ? (
        <section
          id={PANEL_ID}
          aria-labelledby={`${PANEL_ID}-title`}
          className="mt-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
          <h3 id={`${PANEL_ID}-title`} className="text-lg font-semibold">
            {t("categoryAdmin.title")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("categoryAdmin.formats")}</p>
          {engine ? (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="admin-speech-engine">
              {t("categoryAdmin.engine", { engine: engine.label })}
            </p>
          ) : null}
          <ul className="mt-4 divide-y">
            {categories.map((category) => (
              <AdminRow key={category.index} category={category} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function AdminRow({ category }: { category: CategorySummary }) {
  const { user } = useAuth();
  const t = usePageT(CATEGORY_ADMIN);
  const core = useT();
  // The card's title in the interface language; MESSAGES' sentences around it are translated by
  // their English with the title as their value (English: the same title as CATEGORIES).
  const titleKey = CATEGORY_TEXT_KEYS[category.index]?.[0];
  const title = titleKey ? core(titleKey) : category.title;
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCategoryAudio();
  const remove = useDeleteCategoryAudio();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // The spec's client checks; the server checks the bytes and the size again.
    if (!user) return void toast.error(MESSAGES.categoryAudio.signInRequired);
    if (!file.type.startsWith("audio/")) return void toast.error(MESSAGES.categoryAudio.invalidFile);
    if (file.size >= CATEGORY_AUDIO_MAX_BYTES) return void toast.error(MESSAGES.categoryAudio.tooLarge);
    upload.mutate(
      { index: category.index, file },
      {
        onSuccess: () => toast.success(MESSAGES.categoryAudio.uploaded(title)),
        onError: (error) => toast.error(categoryAudioFailure(error, MESSAGES.categoryAudio.uploadFailed)),
      },
    );
  };

  const onDelete = () =>
    remove.mutate(category.index, {
      onSuccess: () => toast.success(MESSAGES.categoryAudio.removed(title)),
      onError: (error) => toast.error(categoryAudioFailure(error, MESSAGES.categoryAudio.removeFailed)),
    });

  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`admin-category-${category.index}`}
    >
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <Badge variant={category.hasAudio ? "default" : "outline"} className="mt-1">
          {category.hasAudio ? t("categoryAdmin.hasAudio") : t("categoryAdmin.noAudio")}
        </Badge>
      </div>
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="audio/*,.mp3,.wav,.m4a,.flac,.ogg"
          hidden
          aria-label={t("categoryAdmin.fileFor", { title })}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = ""; // choosing the same file again still fires change
          }}
        />
        <Button
          size="sm"
          variant={category.hasAudio ? "outline" : "default"}
          disabled={busy}
          aria-label={t(category.hasAudio ? "categoryAdmin.replaceFor" : "categoryAdmin.uploadFor", { title })}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden />
          {upload.isPending
            ? t("categoryAdmin.uploading")
            : category.hasAudio
              ? t("categoryAdmin.replace")
              : t("categoryAdmin.upload")}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={busy || !category.hasAudio}
          aria-label={t("categoryAdmin.deleteFor", { title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
