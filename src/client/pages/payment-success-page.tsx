import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { useDocumentTitle } from "../lib/use-document-title";

export function PaymentSuccessPage() {
  useDocumentTitle("Payment");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("session_id");

  useEffect(() => {
    if (!sessionId) {
      toast.error(MESSAGES.payment.invalidSession);
      void navigate(PATHS.pricing, { replace: true });
    }
  }, [sessionId, navigate]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">Verifying your payment...</h1>
    </div>
  );
}
