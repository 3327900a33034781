import { useState, type ReactNode, type RefObject } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { analyticsConsentStore, recordConsent } from "../consent-store";
import { usePageT } from "../../../i18n/i18n";
import { COOKIE_PREFERENCES_PAGE } from "../../../i18n/pages/cookie-preferences";

/**
 * 'Cookie Preferences': essential cookies always on (locked), analytics optional. Loaded only
 * when a visitor opens it (see use-cookie-preferences.tsx), so its opener is not a Radix
 * trigger: Radix traps focus inside, and on close focus goes back to `returnFocusTo`.
 */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby="cookie-preferences-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {/* Mounted only while open, so the switch starts from the stored choice each time. */}
        {open ? <PreferencesForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const [analytics, setAnalytics] = useState(analyticsConsentStore.get);
  const t = usePageT(COOKIE_PREFERENCES_PAGE);
  return (
    <>
      <div className="space-y-1.5 pr-6">
        <DialogTitle>{t("cookiePreferences.title")}</DialogTitle>
        <DialogDescription id="cookie-preferences-description">{t("cookiePreferences.description")}</DialogDescription>
      </div>
      <div className="space-y-3">
        <PreferenceRow
          id="cookie-essential"
          title={t("cookiePreferences.essentialTitle")}
          text={t("cookiePreferences.essentialText")}
          control={<Switch id="cookie-essential" checked disabled aria-describedby="cookie-essential-text" />}
        />
        <PreferenceRow
          id="cookie-analytics"
          title={t("cookiePreferences.analyticsTitle")}
          text={t("cookiePreferences.analyticsText")}
          control={
            <Switch
              id="cookie-analytics"
              checked={analytics}
              onCheckedChange={setAnalytics}
              aria-describedby="cookie-analytics-text"
            />
          }
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("cookiePreferences.cancel")}</Button>
        </DialogClose>
        <Button
          onClick={() => {
            recordConsent(analytics);
            onDone();
          }}
        >
          {t("cookiePreferences.save")}
        </Button>
      </div>
    </>
  );
}

function PreferenceRow({ id, title, text, control }: { id: string; title: string; text: string; control: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{title}</Label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </p>
      </div>
      {control}
    </div>
  );
}
