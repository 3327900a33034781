import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/i18n/locales";
import { confirmationEmail, passwordResetEmail, workspaceInvitationEmail } from "../auth/auth-emails";
import { emailTexts } from "./email-texts";
import { batchDoneEmail, receiptEmail, syncPausedEmail } from "./notice-emails";

const LINK = "https://shelftalk.example/x?a=1&b=2";
const RECEIPT = {
  invoice: "ST-2026-000042",
  packName: "Growth",
  credits: 1200,
  amountCents: 1900,
  currency: "usd",
  issuedAt: new Date("2026-11-26T23:30:00Z"),
  link: LINK,
  stripeLink: null,
};

describe("account emails in the recipient's language", () => {
  it("confirmation: German and Japanese subject, body and html lang", () => {
    const de = confirmationEmail("a@example.com", LINK, "de");
    expect(de.subject).toBe("Bestätigen Sie Ihr ShelfTalk-Konto");
    expect(de.text).toContain("E-Mail-Adresse bestätigen:\n" + LINK);
    expect(de.text.endsWith("— Ihr ShelfTalk-Team")).toBe(true);
    expect(de.html).toContain('<html lang="de">');
    const ja = confirmationEmail("a@example.com", LINK, "ja");
    expect(ja.subject).toBe("ShelfTalk アカウントの確認");
    expect(ja.html).toContain("メールアドレスを確認する");
    expect(ja.html).toContain("https://shelftalk.example/x?a=1&amp;b=2");
  });

  it("password reset: German and Japanese", () => {
    expect(passwordResetEmail("a@example.com", LINK, "de").subject).toBe("Setzen Sie Ihr ShelfTalk-Passwort zurück");
    expect(passwordResetEmail("a@example.com", LINK, "de").text).toContain("Der Link läuft in 1 Stunde ab.");
    expect(passwordResetEmail("a@example.com", LINK, "ja").text).toContain("新しいパスワードを設定する:\n" + LINK);
  });

  it("invitation: the role in the language's words", () => {
    expect(workspaceInvitationEmail("a@example.com", LINK, "viewer", "de").text).toContain("„Betrachter“");
    const ja = workspaceInvitationEmail("a@example.com", LINK, "owner", "ja");
    expect(ja.subject).toBe("ShelfTalk のワークスペースに招待されました");
    expect(ja.text).toContain("「オーナー」");
  });

  it("keeps English word for word, with no language chosen or an unknown one", () => {
    for (const locale of [undefined, null, "en", "nl"]) {
      const mail = workspaceInvitationEmail("a@example.com", LINK, "admin", locale);
      expect(mail.subject).toBe("You are invited to a ShelfTalk workspace");
      expect(mail.text).toBe(
        `Join a workspace on ShelfTalk\n\nYou have been invited to join a ShelfTalk workspace as an admin. Sign in or sign up with this email address to accept.\n\nSee the invitation:\n${LINK}\n\nIf you did not expect this, you can ignore this email. The link works once and expires in 7 days.\n\n— The ShelfTalk team`,
      );
      expect(mail.html).toContain("<html><body");
      expect(mail.html).toContain("Or paste this link into your browser:<br>");
    }
  });
});

describe("notices in the recipient's language", () => {
  it("receipt: English as before, German and Japanese with Intl currency and date", () => {
    expect(receiptEmail({ to: "a@example.com", locale: null }, RECEIPT).text).toBe(
      [
        "Thank you for your purchase.",
        "",
        "Invoice: ST-2026-000042",
        "Pack: Growth (1200 credits)",
        "Amount paid: $19.00 USD",
        "Date: 2026-11-26",
        "",
        `Your invoice: ${LINK}`,
        "",
        "Credits never expire.",
      ].join("\n"),
    );
    const de = receiptEmail(
      { to: "a@example.com", locale: "de" },
      { ...RECEIPT, stripeLink: "https://stripe.example/i" },
    );
    expect(de.subject).toBe("Ihr ShelfTalk-Beleg ST-2026-000042");
    expect(de.text).toContain("Paket: Growth (1.200 Guthaben)");
    expect(de.text).toContain("Bezahlter Betrag: 19,00\u00a0$");
    // The invoice's date is its UTC calendar date, wherever the server runs.
    expect(de.text).toContain("Datum: 26. November 2026");
    expect(de.text).toContain("Stripe-Rechnung: https://stripe.example/i");
    const ja = receiptEmail({ to: "a@example.com", locale: "ja" }, { ...RECEIPT, currency: "eur" });
    expect(ja.subject).toBe("ShelfTalk の領収書 ST-2026-000042");
    expect(ja.text).toContain("お支払い金額：€19.00");
    expect(ja.text).toContain("日付：2026年11月26日");
  });

  it("batch done: counts in the reader's digits, the failures only when there are some", () => {
    const facts = { made: 1180, total: 1200, link: LINK };
    expect(batchDoneEmail({ to: "a@example.com", locale: null }, facts).subject).toBe(
      "Your catalogue is spoken: 1180 of 1200 audios ready",
    );
    const de = batchDoneEmail({ to: "a@example.com", locale: "de" }, facts);
    expect(de.subject).toBe("Ihr Katalog spricht: 1.180 von 1.200 Audios fertig");
    expect(de.text).toContain("Nicht erstellt (das Guthaben dafür wurde nicht verbraucht): 20.");
    const ja = batchDoneEmail({ to: "a@example.com", locale: "ja" }, { ...facts, made: 1200 });
    expect(ja.text).toContain("1,200 件のオーディオがマイオーディオにあります。");
    expect(ja.text).not.toContain("作成できませんでした");
  });

  it("sync paused: German and Japanese", () => {
    const facts = { origin: "https://shop.example", link: LINK };
    expect(syncPausedEmail({ to: "a@example.com", locale: "de" }, facts).text).toContain(
      "Die Synchronisierung von https://shop.example braucht mehr Guthaben",
    );
    const ja = syncPausedEmail({ to: "a@example.com", locale: "ja" }, facts);
    expect(ja.subject).toBe("ショップの同期を一時停止しました：クレジットが不足しています");
    expect(ja.text.endsWith(LINK)).toBe(true);
    expect(syncPausedEmail({ to: "a@example.com", locale: "en" }, facts).subject).toBe(
      "Your shop's sync is paused: you are out of credits",
    );
  });

  it("speaks another language than English in every table", () => {
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      const texts = emailTexts(locale);
      expect(texts.confirmation.subject).not.toBe(emailTexts("en").confirmation.subject);
      expect(texts.syncPaused.notPlayed).not.toBe(emailTexts("en").syncPaused.notPlayed);
      expect(texts.receipt.pack("X", "5")).not.toBe(emailTexts("en").receipt.pack("X", "5"));
    }
  });
});
