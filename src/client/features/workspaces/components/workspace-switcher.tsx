import { toast } from "../../../lib/toast";
import { useAuth } from "../../../lib/account/auth-context";
import { useSwitchWorkspace, useWorkspaces } from "../api/workspaces";
import { useT } from "../../../i18n/i18n";

/**
 * The current workspace and its balance, and a way to switch (issue 27). Shown only to a person
 * who belongs to more than one workspace: someone working alone sees the header as before.
 */
export function WorkspaceSwitcher({ className = "" }: { className?: string }) {
  // In the header at start-up: its texts are in the core catalogue, not a page's.
  const t = useT();
  const creditsLabel = (count: number) => t("workspaceSwitcher.credits", { count });
  const { user } = useAuth();
  const { list, current } = useWorkspaces((user?.workspace?.memberships ?? 1) > 1);
  const switchTo = useSwitchWorkspace();
  if (!user || list.length < 2 || !current) return null;
  return (
    <label
      className={`items-center gap-1 text-sm ${className}`}
      title={`${current.name}: ${creditsLabel(current.credits)}`}
    >
      <span className="sr-only">{t("workspaceSwitcher.label")}</span>
      <select
        data-testid="workspace-switcher"
        className="max-w-40 truncate rounded-md border border-input bg-background px-2 py-1 text-sm"
        value={current.id}
        disabled={switchTo.isPending}
        onChange={(event) => switchTo.mutate(event.target.value, { onError: (error) => toast.error(error.message) })}
      >
        {list.map((w) => (
          <option key={w.id} value={w.id}>
            {w.personal ? t("workspaceSwitcher.personal", { name: w.name }) : w.name} · {creditsLabel(w.credits)}
          </option>
        ))}
      </select>
    </label>
  );
}
