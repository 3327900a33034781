import { RotateCcw } from "lucide-react";
import type { WebhookDeliveryView } from "../../../../shared/developers/developer-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useFormats } from "../../../i18n/formats";
import { toast } from "../../../lib/toast";
import { useDeliveries, useResendDelivery } from "../api/webhooks";
import { usePageT } from "../../../i18n/i18n";
import { DEVELOPERS_PAGE } from "../../../i18n/pages/developers";

const STATUS_TEXT: Record<WebhookDeliveryView["status"], string> = {
  pending: "developers.deliveryStatus.pending",
  succeeded: "developers.deliveryStatus.succeeded",
  failed: "developers.deliveryStatus.failed",
};

/** An endpoint's last deliveries: event, outcome, attempts, last answer; any one can be sent again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const t = usePageT(DEVELOPERS_PAGE);
  const formats = useFormats();
  const deliveries = useDeliveries(endpointId, true);
  const resend = useResendDelivery(endpointId);
  if (deliveries.isPending)
    return <p className="text-sm text-muted-foreground">{t("developers.deliveries.loading")}</p>;
  const list = deliveries.data?.deliveries ?? [];
  if (list.length === 0) return <p className="text-sm text-muted-foreground">{t("developers.deliveries.none")}</p>;
  return (
    <ul className="divide-y text-sm" aria-label={t("developers.deliveries.label")}>
      {list.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0 space-y-0.5">
            <p className="flex items-center gap-2">
              <span className="font-mono">{delivery.event_type}</span>
              <Badge variant={delivery.status === "succeeded" ? "secondary" : "outline"}>
                {t(STATUS_TEXT[delivery.status])}
              </Badge>
            </p>
            <p className="text-xs text-muted-foreground">
              {formats.dateTime(delivery.created_at)} ·{" "}
              {t("developers.deliveries.attempts", { count: delivery.attempts })}
              {delivery.last_status_code !== null
                ? ` · ${t("developers.deliveries.answered", { code: delivery.last_status_code })}`
                : ""}
              {delivery.last_error && delivery.last_status_code === null ? ` · ${delivery.last_error}` : ""}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(delivery.id, {
                onSuccess: () => toast.success(t("developers.deliveries.sent")),
                onError: (error) =>
                  toast.error(error instanceof ApiError ? error.message : t("developers.deliveries.resendFailed")),
              })
            }
          >
            <RotateCcw aria-hidden /> {t("developers.deliveries.resend")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
