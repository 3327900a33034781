import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PATHS } from "../../shared/paths";
import type { BatchPreview } from "../../shared/batches/batch-schemas";
import { Skeleton } from "../components/ui/skeleton";
import { useCreateBatch } from "../features/batches/api/create-batch";
import { useBatch } from "../features/batches/api/get-batch";
import { useBatchEvents } from "../features/batches/api/use-batch-events";
import { BatchItemsTable } from "../features/batches/components/batch-items-table";
import { BatchList } from "../features/batches/components/batch-list";
import { BatchPreviewTable } from "../features/batches/components/batch-preview-table";
import { BatchProgress } from "../features/batches/components/batch-progress";
import { NewBatchForm, type BatchChoices } from "../features/batches/components/new-batch-form";
import { SignInRequired } from "../components/sign-in-required";
import { useAuth } from "../lib/account/auth-context";
import { toast } from "../lib/toast";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { BATCHES_PAGE } from "../i18n/pages/batches";

/**
 * Batches (issue 16, decision 054): a new batch (input → preview → start), or one batch's progress.
 * The seller hands over their catalogue (the product list); a batch is the work we run on it.
 */
export function BatchesPage() {
  const t = usePageT(BATCHES_PAGE);
  useDocumentTitle(t("batches.title"));
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const batchId = params.get("batch");
  if (!loading && !user) return <SignInRequired reason={t("batches.signIn")} />;
  return batchId ? <BatchPage id={batchId} /> : <NewBatchPage signedIn={Boolean(user)} />;
}

function NewBatchPage({ signedIn }: { signedIn: boolean }) {
  const t = usePageT(BATCHES_PAGE);
  const navigate = useNavigate();
  const [preview, setPreview] = useState<{ preview: BatchPreview; choices: BatchChoices } | null>(null);
  const create = useCreateBatch();
  const start = () => {
    if (!preview) return;
    const rows = preview.preview.rows.filter((row) => row.problems.length === 0);
    create.mutate(
      { rows, ...preview.choices },
      {
        onSuccess: ({ id }) => void navigate(`${PATHS.batches}?batch=${id}`),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <PageShell title={t("batches.title")} lead={t("batches.lead")}>
      <div className="mx-auto max-w-4xl space-y-10">
        {preview ? (
          <BatchPreviewTable
            preview={preview.preview}
            review={preview.choices.review}
            starting={create.isPending}
            onStart={start}
            onBack={() => setPreview(null)}
          />
        ) : (
          <NewBatchForm onPreview={(result, choices) => setPreview({ preview: result, choices })} />
        )}
        <BatchList enabled={signedIn} />
      </div>
    </PageShell>
  );
}

function BatchPage({ id }: { id: string }) {
  const t = usePageT(BATCHES_PAGE);
  const batch = useBatch(id);
  const live = batch.data ? batch.data.status !== "done" && batch.data.status !== "cancelled" : false;
  useBatchEvents(id, live);
  return (
    <PageShell title={t("batches.batchTitle")}>
      <div className="mx-auto max-w-4xl space-y-8">
        <Link to={PATHS.batches} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("batches.back")}
        </Link>
        {batch.isError ? (
          <p role="alert">{t("batches.notFound")}</p>
        ) : !batch.data ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : (
          <>
            <BatchProgress batch={batch.data} />
            <BatchItemsTable batch={batch.data} />
          </>
        )}
      </div>
    </PageShell>
  );
}
