import { Loader2, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from "../../../../shared/developers/developers";
import type { WebhookEndpointView } from "../../../../shared/developers/developer-schemas";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useCreateWebhook, useDeleteWebhook, useRotateSecret, useWebhooks } from "../api/webhooks";
import { SecretOnce } from "./secret-once";
import { WebhookDeliveries } from "./webhook-deliveries";
import { usePageT } from "../../../i18n/i18n";
import { DEVELOPERS_PAGE } from "../../../i18n/pages/developers";

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const t = usePageT(DEVELOPERS_PAGE);
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  return (
    <li className="space-y-2 py-3" data-testid="webhook-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-mono text-sm">{endpoint.url}</p>
          <p className="text-xs text-muted-foreground">{endpoint.events.join(", ")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setShowLog((v) => !v)}>
            {showLog ? t("developers.webhooks.hideDeliveries") : t("developers.webhooks.deliveries")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(endpoint.id, {
                onSuccess: (rotated) => setSecret(rotated.secret),
                onError: (error) => toast.error(failure(error, t("developers.webhooks.rotateFailed"))),
              })
            }
          >
            {t("developers.webhooks.rotate")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t("developers.webhooks.deleteLabel", { url: endpoint.url })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => toast.success(t("developers.webhooks.deleted")),
                onError: (error) => toast.error(failure(error, t("developers.webhooks.deleteFailed"))),
              })
            }
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {secret ? (
        <SecretOnce label={t("developers.webhooks.newSecret")} value={secret} onDone={() => setSecret(null)} />
      ) : null}
      {showLog ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
    </li>
  );
}

/** Endpoints that receive signed events, each with its secret (shown once), rotation and delivery log. */
export function WebhooksPanel() {
  const t = usePageT(DEVELOPERS_PAGE);
  const endpoints = useWebhooks(true);
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["audio.completed"]);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEventType) =>
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));

  const onSubmit = (submit: FormEvent) => {
    submit.preventDefault();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl("");
        },
        onError: (error) => toast.error(failure(error, t("developers.webhooks.addFailed"))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("developers.webhooks.title")}</CardTitle>
        <CardDescription>{t("developers.webhooks.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {secret ? (
          <SecretOnce label={t("developers.webhooks.signingSecret")} value={secret} onDone={() => setSecret(null)} />
        ) : null}
        <form onSubmit={onSubmit} className="space-y-3">
          <TextField
            id="webhook-url"
            label={t("developers.webhooks.url")}
            type="url"
            placeholder="https://your-shop.com/webhooks/shelftalk"
            value={url}
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            onValueChange={setUrl}
          />
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t("developers.webhooks.events")}</legend>
            <div className="flex flex-wrap gap-4">
              {WEBHOOK_EVENT_TYPES.map((event) => (
                <label key={event} className="flex items-center gap-2 font-mono text-sm">
                  <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
                  {event}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={create.isPending || url.trim() === "" || events.length === 0}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            {t("developers.webhooks.add")}
          </Button>
        </form>
        {endpoints.isPending ? (
          <p className="text-sm text-muted-foreground">{t("developers.webhooks.loading")}</p>
        ) : endpoints.data && endpoints.data.endpoints.length > 0 ? (
          <ul className="divide-y" aria-label={t("developers.webhooks.list")}>
            {endpoints.data.endpoints.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("developers.webhooks.none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
