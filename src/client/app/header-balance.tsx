import { Link } from "react-router";
import { PATHS } from "../../shared/paths";
import { useCredits } from "../lib/account/get-credits";
import { useT } from "../i18n/i18n";

/**
 * The acting workspace's balance in the signed-in header (issue 25), a link to the packs. It shares
 * the credits query with the generator's badge, so a purchase or a generation updates both.
 */
export function HeaderBalance({ onAction }: { onAction?: (() => void) | undefined }) {
  const t = useT();
  const credits = useCredits();
  const balance = credits.data?.credits;
  return (
    <Link
      to={PATHS.pricing}
      onClick={() => onAction?.()}
      className="truncate text-xs font-medium text-foreground underline-offset-2 hover:underline"
      data-testid="header-balance"
    >
      {balance === undefined ? t("generator.creditsLoading") : t("generator.credits", { count: balance })}
    </Link>
  );
}
