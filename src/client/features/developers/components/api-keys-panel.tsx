import { Loader2, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { API_KEY_NAME_MAX_LENGTH } from "../../../../shared/developers/developers";
import type { ApiKeyView } from "../../../../shared/developers/developer-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { toast } from "../../../lib/toast";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { SecretOnce } from "./secret-once";

type KeyRole = ApiKeyView["role"];

/** What each role lets a key do (decision 085), in the words the Team page uses. */
const KEY_ROLES: ReadonlyArray<{ value: KeyRole; label: string }> = [
  { value: "member", label: "Member: makes audio and spends credits" },
  { value: "viewer", label: "Viewer: reads only" },
  { value: "admin", label: "Admin: also manages keys, webhooks and billing" },
];
const ROLE_NAME: Record<KeyRole, string> = { admin: "Admin", member: "Member", viewer: "Viewer" };

const when = (iso: string | null) => (iso ? DATE_TIME_FORMAT.format(new Date(iso)) : "Never");
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

function KeyRow({ apiKey }: { apiKey: ApiKeyView }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revoked_at !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-key-row">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 font-medium">
          <span className="truncate">{apiKey.name}</span>
          <Badge variant="secondary">{ROLE_NAME[apiKey.role]}</Badge>
          {revoked ? <Badge variant="outline">Revoked</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.prefix}…</p>
        <p className="text-xs text-muted-foreground">
          Created {when(apiKey.created_at)} · Last used {when(apiKey.last_used_at)}
        </p>
      </div>
      {revoked ? null : confirming ? (
        <div className="flex items-center gap-2">
          <span className="text-sm">Revoke this key? Apps using it stop working at once.</span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => toast.success(`Key “${apiKey.name}” revoked.`),
                onError: (error) => toast.error(failure(error, "Could not revoke the key. Please try again.")),
              })
            }
          >
            {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Yes, revoke
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Create (named, shown once), list (never the key) and revoke the seller's API keys. */
export function ApiKeysPanel() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [role, setRole] = useState<KeyRole>("member");
  const [shown, setShown] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), role },
      {
        onSuccess: (created) => {
          setShown(created.key);
          setName("");
          setRole("member");
        },
        onError: (error) => toast.error(failure(error, "Could not create the key. Please try again.")),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          A key acts in this workspace with the role you give it: a member key spends its credits and sees its library.
          Keep it on your server, never in a web page.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {shown ? (
          <SecretOnce label="Your new API key" value={shown} onDone={() => setShown(null)} testId="new-api-key" />
        ) : null}
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-60 flex-1">
            <TextField
              id="api-key-name"
              label="Key name"
              placeholder="e.g. Shopify sync"
              value={name}
              maxLength={API_KEY_NAME_MAX_LENGTH}
              onValueChange={setName}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="api-key-role">Role</Label>
            <NativeSelect id="api-key-role" value={role} onChange={(e) => setRole(e.target.value as KeyRole)}>
              {KEY_ROLES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            Create key
          </Button>
        </form>
        {keys.isPending ? (
          <p className="text-sm text-muted-foreground">Loading keys…</p>
        ) : keys.data && keys.data.keys.length > 0 ? (
          <ul className="divide-y" aria-label="Your API keys">
            {keys.data.keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No keys yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
