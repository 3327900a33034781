import { Braces, Users } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { useAuth } from "../lib/account/auth-context";
import { WorkspaceSwitcherSlot } from "../features/workspaces/components/workspace-switcher-slot";
import { HeaderBalance } from "./header-balance";
import { useT } from "../i18n/i18n";

/** Signed out: Sign In / Sign Up (with isSignUp state). Signed in: the email and Sign Out. */
export function AuthButtons({ onAction, stacked = false }: { onAction?: () => void; stacked?: boolean }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const layout = stacked ? "flex flex-col gap-2" : "flex items-center gap-2";

  if (user) {
    return (
      <div className={layout}>
        {/* The balance sits under the email (issue 25): a second line, so the 1280 px bar gains no width. */}
        <span className="flex min-w-0 flex-col leading-tight">
          <span
            // In the bar, from 1280 px, the email shares the row with six links: cut shorter until 1440 px (full in the title).
            className={`${stacked ? "max-w-48" : "max-w-24 min-[1440px]:max-w-48"} truncate text-sm text-muted-foreground`}
            title={user.email}
            data-testid="user-email"
          >
            {user.email}
          </span>
          <HeaderBalance onAction={onAction} />
        </span>
        {/* The account's developer settings (API keys, webhooks). In the menu, words; in the full-width
            bar an icon from 1536 px, where the signed-in bar has room for it (the footer links the page
            at every width). */}
        {/* The current workspace and its balance, for a person in more than one (issue 27); in the
            bar from 1536 px like the icons beside it, so the 1280 px bar keeps its layout. */}
        <WorkspaceSwitcherSlot className={stacked ? "flex" : "hidden 2xl:flex"} />
        {stacked ? (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to={PATHS.developers} onClick={() => onAction?.()}>
                <Braces aria-hidden /> {t("account.developers")}
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to={PATHS.team} onClick={() => onAction?.()}>
                <Users aria-hidden /> {t("account.team")}
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="ghost" size="icon" className="hidden size-9 shrink-0 2xl:inline-flex">
              <Link to={PATHS.developers} aria-label={t("account.developers")} title={t("account.developersTitle")}>
                <Braces aria-hidden />
              </Link>
            </Button>
            {/* From 1920 px: beside the Developers icon it overflowed the bar at 1536–1680 px (layout sweep);
                the footer links Team at every width. */}
            <Button asChild variant="ghost" size="icon" className="hidden size-9 shrink-0 min-[1920px]:inline-flex">
              <Link to={PATHS.team} aria-label={t("account.team")} title={t("account.teamTitle")}>
                <Users aria-hidden />
              </Link>
            </Button>
          </>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onAction?.();
            void signOut();
          }}
        >
          {t("account.signOut")}
        </Button>
      </div>
    );
  }
  const go = (isSignUp: boolean) => {
    onAction?.();
    void navigate(PATHS.auth, { state: { isSignUp } });
  };
  return (
    <div className={layout}>
      <Button variant="outline" size="sm" onClick={() => go(false)}>
        {t("account.signIn")}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => go(true)}>
        {t("account.signUp")}
      </Button>
    </div>
  );
}
