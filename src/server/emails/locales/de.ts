import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "Betrachter", member: "Mitglied", admin: "Admin", owner: "Inhaber" } as const;

export const DE: EmailTexts = {
  pasteLink: "Oder fügen Sie diesen Link in Ihren Browser ein:",
  signOff: "— Ihr ShelfTalk-Team",
  confirmation: {
    subject: "Bestätigen Sie Ihr ShelfTalk-Konto",
    title: "Bestätigen Sie Ihre E-Mail-Adresse",
    intro:
      "Hallo, danke für Ihre Registrierung. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren und Ihr kostenloses erstes Audio-Guthaben zu erhalten.",
    action: "E-Mail-Adresse bestätigen",
    outro:
      "Wenn Sie kein ShelfTalk-Konto erstellt haben, können Sie diese E-Mail ignorieren. Der Link läuft in 24 Stunden ab.",
  },
  passwordReset: {
    subject: "Setzen Sie Ihr ShelfTalk-Passwort zurück",
    title: "Passwort zurücksetzen",
    intro: "Wir haben eine Anfrage erhalten, das Passwort Ihres ShelfTalk-Kontos zurückzusetzen.",
    action: "Neues Passwort wählen",
    outro:
      "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert. Der Link läuft in 1 Stunde ab.",
  },
  invitation: {
    subject: "Sie sind zu einem ShelfTalk-Arbeitsbereich eingeladen",
    title: "Treten Sie einem Arbeitsbereich auf ShelfTalk bei",
    intro: (role) =>
      `Sie wurden eingeladen, einem ShelfTalk-Arbeitsbereich mit der Rolle „${ROLES[role]}“ beizutreten. Melden Sie sich mit dieser E-Mail-Adresse an oder registrieren Sie sich, um die Einladung anzunehmen.`,
    action: "Einladung ansehen",
    outro:
      "Wenn Sie das nicht erwartet haben, können Sie diese E-Mail ignorieren. Der Link funktioniert einmal und läuft in 7 Tagen ab.",
  },
  receipt: {
    subject: (invoice) => `Ihr ShelfTalk-Beleg ${invoice}`,
    thanks: "Vielen Dank für Ihren Kauf.",
    invoice: (invoice) => `Rechnung: ${invoice}`,
    pack: (name, credits) => `Paket: ${name} (${credits} Guthaben)`,
    amount: (amount) => `Bezahlter Betrag: ${amount}`,
    date: (date) => `Datum: ${date}`,
    yourInvoice: (link) => `Ihre Rechnung: ${link}`,
    stripeInvoice: (link) => `Stripe-Rechnung: ${link}`,
    neverExpire: "Guthaben verfällt nie.",
  },
  batchDone: {
    subject: (made, total) => `Ihr Katalog spricht: ${made} von ${total} Audios fertig`,
    finished: (total) => `Ihr Stapel mit ${total} Produkten ist abgeschlossen.`,
    made: (made, failed) =>
      `Fertige Audios in „Meine Audios“: ${made}${failed !== undefined ? `. Nicht erstellt (das Guthaben dafür wurde nicht verbraucht): ${failed}.` : "."}`,
    see: (link) => `Stapel ansehen, das ZIP herunterladen oder Fehlgeschlagenes erneut versuchen: ${link}`,
  },
  syncPaused: {
    subject: "Die Synchronisierung Ihres Shops ist pausiert: Ihr Guthaben ist aufgebraucht",
    needsCredits: (origin) => `Die Synchronisierung von ${origin} braucht mehr Guthaben, um neue Audios zu erstellen.`,
    notPlayed:
      "Produkte, deren Audio nicht mehr zu ihrer Seite passt, werden erst wieder abgespielt, wenn ihr neues Audio erstellt ist.",
    resume: (link) =>
      `Kaufen Sie Guthaben, und die Synchronisierung läuft innerhalb weniger Minuten von selbst weiter: ${link}`,
  },
};
