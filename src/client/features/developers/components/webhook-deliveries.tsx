import { RotateCcw } from "lucide-react";
import type { WebhookDeliveryView } from "../../../../shared/developers/developer-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { toast } from "../../../lib/toast";
import { useDeliveries, useResendDelivery } from "../api/webhooks";

const STATUS_TEXT: Record<WebhookDeliveryView["status"], string> = {
  pending: "Retrying",
  succeeded: "Delivered",
  failed: "Failed",
};

/** An endpoint's last deliveries: event, outcome, attempts, last answer; any one can be sent again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId, true);
  const resend = useResendDelivery(endpointId);
  if (deliveries.isPending) return <p className="text-sm text-muted-foreground">Loading deliveries…</p>;
  const list = deliveries.data?.deliveries ?? [];
  if (list.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul className="divide-y text-sm" aria-label="Deliveries">
      {list.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0 space-y-0.5">
            <p className="flex items-center gap-2">
              <span className="font-mono">{delivery.event_type}</span>
              <Badge variant={delivery.status === "succeeded" ? "secondary" : "outline"}>
                {STATUS_TEXT[delivery.status]}
              </Badge>
            </p>
            <p className="text-xs text-muted-foreground">
              {DATE_TIME_FORMAT.format(new Date(delivery.created_at))} · {delivery.attempts}{" "}
              {delivery.attempts === 1 ? "attempt" : "attempts"}
              {delivery.last_status_code !== null ? ` · answered ${delivery.last_status_code}` : ""}
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
                onSuccess: () => toast.success("Sent again."),
                onError: (error) =>
                  toast.error(error instanceof ApiError ? error.message : "Could not resend. Please try again."),
              })
            }
          >
            <RotateCcw aria-hidden /> Resend
          </Button>
        </li>
      ))}
    </ul>
  );
}
