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
import { useFormats } from "../../../i18n/formats";
import { toast } from "../../../lib/toast";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { SecretOnce } from "./secret-once";
import { usePageT } from "../../../i18n/i18n";
import { DEVELOPERS_PAGE } from "../../../i18n/pages/developers";

type KeyRole = ApiKeyView["role"];

/** What each role lets a key do (decision 085), in the words the Team page uses. */
const KEY_ROLES: ReadonlyArray<{ value: KeyRole; label: string }> = [
  { value: "member", label: "developers.roles.member" },
  { value: "viewer", label: "developers.roles.viewer" },
  { value: "admin", label: "developers.roles.admin" },
];
const ROLE_NAME: Record<KeyRole, string> = {
  admin: "developers.roleName.admin",
  member: "developers.roleName.member",
  viewer: "developers.roleName.viewer",
};
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

function KeyRow({ apiKey }: { apiKey: ApiKeyView }) {
  const t = usePageT(DEVELOPERS_PAGE);
  const formats = useFormats();
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : t("developers.never"));
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revoked_at !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-key-row">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 font-medium">
          <span className="truncate">{apiKey.name}</span>
          <Badge variant="secondary">{t(ROLE_NAME[apiKey.role])}</Badge>
          {revoked ? <Badge variant="outline">{t("developers.keys.revoked")}</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.prefix}…</p>
        <p className="text-xs text-muted-foreground">
          {t("developers.keys.dates", { created: when(apiKey.created_at), used: when(apiKey.last_used_at) })}
        </p>
      </div>
      {revoked ? null : confirming ? (
        <div className="flex items-center gap-2">
          <span className="text-sm">{t("developers.keys.confirm")}</span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => toast.success(t("developers.keys.revokedToast", { name: apiKey.name })),
                onError: (error) => toast.error(failure(error, t("developers.keys.revokeFailed"))),
              })
            }
          >
            {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("developers.keys.yesRevoke")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t("developers.cancel")}
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t("developers.keys.revoke")}
        </Button>
      )}
    </li>
  );
}

/** Create (named, shown once), list (never the key) and revoke the seller's API keys. */
export function ApiKeysPanel() {
  const t = usePageT(DEVELOPERS_PAGE);
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
        onError: (error) => toast.error(failure(error, t("developers.keys.createFailed"))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("developers.keys.title")}</CardTitle>
        <CardDescription>{t("developers.keys.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {shown ? (
          <SecretOnce
            label={t("developers.keys.newKey")}
            value={shown}
            onDone={() => setShown(null)}
            testId="new-api-key"
          />
        ) : null}
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-60 flex-1">
            <TextField
              id="api-key-name"
              label={t("developers.keys.name")}
              placeholder={t("developers.keys.namePlaceholder")}
              value={name}
              maxLength={API_KEY_NAME_MAX_LENGTH}
              onValueChange={setName}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="api-key-role">{t("developers.keys.role")}</Label>
            <NativeSelect id="api-key-role" value={role} onChange={(e) => setRole(e.target.value as KeyRole)}>
              {KEY_ROLES.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            {t("developers.keys.create")}
          </Button>
        </form>
        {keys.isPending ? (
          <p className="text-sm text-muted-foreground">{t("developers.keys.loading")}</p>
        ) : keys.data && keys.data.keys.length > 0 ? (
          <ul className="divide-y" aria-label={t("developers.keys.list")}>
            {keys.data.keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("developers.keys.none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
