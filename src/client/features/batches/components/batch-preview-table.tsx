import { AlertTriangle, CheckCircle2, Play } from "lucide-react";
import { Link } from "react-router";
import { LANGUAGES } from "../../../../shared/catalog/language-list";
import { PATHS } from "../../../../shared/paths";
import type { BatchPreview } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";
import { richText } from "../../../i18n/rich-text";
import { joinMessages, languageName, translateMessage } from "../../../i18n/i18n";

/** A language we speak by its name; anything else exactly as the row gave it, beside its problem. */
function languageOfRow(value: string): string {
  const language = LANGUAGES.find((l) => l.code === value);
  return language ? languageName(language.code, language.name) : value;
}

const strong = (inner: string) => <strong>{inner}</strong>;

/** Step two: the rows as read, each row's problems, and the credits needed against the balance. */
export function BatchPreviewTable({
  preview,
  review,
  starting,
  onStart,
  onBack,
}: {
  preview: BatchPreview;
  review: boolean;
  starting: boolean;
  onStart: () => void;
  onBack: () => void;
}) {
  const t = usePageT(BATCHES_PAGE);
  const { rows, fileProblems, valid, creditsNeeded, balance } = preview;
  const withProblems = rows.length - valid;
  const short = Math.max(0, creditsNeeded - balance);
  return (
    <section aria-labelledby="batch-preview-heading" className="space-y-4">
      <h2 id="batch-preview-heading" className="text-xl font-semibold">
        {t("batches.preview.heading")}
      </h2>
      {fileProblems.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/50 p-4 text-sm text-destructive">
          {fileProblems.map((problem) => (
            <p key={problem}>{translateMessage(problem)}</p>
          ))}
        </div>
      ) : null}
      <p data-testid="batch-preview-summary" className="text-sm">
        {richText(t("batches.preview.summary", { total: rows.length, valid }), { strong })}
        {withProblems > 0 ? ` ${t("batches.preview.leftOut", { count: withProblems })}` : ""} ·{" "}
        {richText(t("batches.preview.credits", { count: creditsNeeded, balance }), { strong })}{" "}
        {review ? t("batches.preview.reviewFirst") : ""}
      </p>
      {short > 0 ? (
        <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {richText(t("batches.preview.short", { count: short }), {
              link: (inner) => (
                <Link to={PATHS.pricing} className="text-primary underline-offset-4 hover:underline">
                  {inner}
                </Link>
              ),
            })}
          </span>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="max-h-[28rem] overflow-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th className="p-2">{t("batches.preview.row")}</th>
                <th className="p-2">{t("batches.preview.product")}</th>
                <th className="hidden p-2 sm:table-cell">{t("batches.preview.productTitle")}</th>
                <th className="hidden p-2 sm:table-cell">{t("batches.preview.language")}</th>
                <th className="hidden p-2 sm:table-cell">{t("batches.preview.voice")}</th>
                <th className="p-2">{t("batches.preview.check")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.row} className="border-t align-top" data-testid="batch-preview-row">
                  <td className="p-2 tabular-nums">{row.row}</td>
                  <td className="max-w-xs p-2 [overflow-wrap:anywhere]">
                    {row.productLink ?? row.specifications?.slice(0, 80)}
                    {/* On a phone, title, language and voice fold into this cell (issue 25: the table fits 390 px). */}
                    <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                      {[row.title, languageOfRow(row.language), row.voice].filter(Boolean).join(" · ")}
                    </span>
                  </td>
                  <td className="hidden p-2 sm:table-cell">{row.title ?? "—"}</td>
                  <td className="hidden p-2 sm:table-cell">{languageOfRow(row.language)}</td>
                  <td
                    className={
                      row.problems.length === 0 ? "hidden p-2 capitalize sm:table-cell" : "hidden p-2 sm:table-cell"
                    }
                  >
                    {row.voice}
                  </td>
                  <td className="p-2 [overflow-wrap:anywhere]">
                    {row.problems.length === 0 ? (
                      <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                        <CheckCircle2 className="size-4" aria-hidden /> {t("batches.preview.rowReady")}
                      </span>
                    ) : (
                      <span className="text-destructive">{joinMessages(row.problems)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onStart} disabled={valid === 0 || starting}>
          <Play aria-hidden /> {starting ? t("batches.preview.starting") : t("batches.preview.start", { count: valid })}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {t("batches.preview.change")}
        </Button>
      </div>
    </section>
  );
}
