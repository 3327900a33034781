import { Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { SiteView } from "../../../../shared/sites/site-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../lib/toast";
import { useCreateSite } from "../api/site-mutations";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

/** Adds a shop by its address (https://shop.example); it then waits for verification. */
export function AddSiteForm({ onAdded }: { onAdded: (site: SiteView) => void }) {
  const t = usePageT(SHOP_PAGE);
  const id = useId();
  const [origin, setOrigin] = useState("");
  const create = useCreateSite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(origin.trim(), {
      onSuccess: (site) => {
        setOrigin("");
        toast.success(t("shop.add.added", { origin: site.origin }));
        onAdded(site);
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t("shop.add.label")}>
      <div className="min-w-64 flex-1 space-y-1.5">
        <Label htmlFor={id}>{t("shop.add.address")}</Label>
        <Input
          id={id}
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          placeholder="https://shop.example"
          inputMode="url"
          required
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Plus aria-hidden /> {t("shop.add.button")}
      </Button>
    </form>
  );
}
