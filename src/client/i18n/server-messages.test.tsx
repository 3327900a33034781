import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  BATCH_FEED_MESSAGES,
  BATCH_FILE_MESSAGES,
  BATCH_ITEM_MESSAGES,
  BATCH_ROW_MESSAGES,
} from "../../shared/batches/batch-messages";
import {
  CLAIM_REASONS,
  FACT_LABELS,
  GENERIC_CLAIM_LABELS,
  HELD_ITEM_MESSAGES,
} from "../../shared/claims/claim-reasons";
import { WEBHOOK_URL_MESSAGES } from "../../shared/developers/webhook-messages";
import { FEED_FETCH_MESSAGES, PAGE_FETCH_MESSAGES } from "../../shared/generator/fetch-messages";
import { SCRIPT_WRITER_MESSAGES } from "../../shared/generator/script-writer-messages";
import { LOGO_SVG_MESSAGE } from "../../shared/logos/logos";
import { MESSAGES } from "../../shared/messages";
import { PAYMENT_ERRORS } from "../../shared/payments/payment-messages";
import { SITE_SYNC_MESSAGES, SITE_VERIFICATION_MESSAGES } from "../../shared/sites/site-sync-messages";
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from "../../shared/workspaces/workspace-messages";
import { renderPage } from "../../test/client/render";
import { BatchPreviewTable } from "../features/batches/components/batch-preview-table";
import type { Catalogue } from "./english";
import { joinMessages, serverMessagesLoaded, setLocale, translateMessage } from "./i18n";
import { SERVER_ENGLISH, loadServerCatalogue } from "./server-message-catalogue";
import { NESTED_VALUES } from "./server-messages";

// Leave the next file of this worker in English.
afterEach(async () => {
  await setLocale("en");
  await serverMessagesLoaded();
});

/** The server's texts exactly as it writes them (the same functions), and what a German seller reads. */
const GERMAN: [group: string, english: string, german: string][] = [
  [
    "workspaces",
    WORKSPACE_MESSAGES.lastOwner,
    "Ein Arbeitsbereich braucht einen Inhaber: Machen Sie zuerst jemand anderen zum Inhaber.",
  ],
  ["invitations", INVITATION_MESSAGES.expired, "Diese Einladung ist abgelaufen. Bitten Sie um eine neue."],
  [
    "paymentErrors",
    PAYMENT_ERRORS.canceled,
    "Dieser Bezahlvorgang wurde abgebrochen. Bitte starten Sie einen neuen Kauf.",
  ],
  ["batchRows", BATCH_ROW_MESSAGES.duplicate(3), "Duplikat von Zeile 3."],
  ["batchRows", BATCH_ROW_MESSAGES.unknownVoice("Zephyr"), "Unbekannte Stimme „Zephyr“."],
  [
    "batchFile",
    // The limit as the server writes it (en-US "1,000") comes out in German digits.
    BATCH_FILE_MESSAGES.tooManyRows("1,000", "1,204"),
    "Ein Stapel umfasst höchstens 1.000 Einträge; dieser hat 1.204. Teilen Sie ihn in kleinere Stapel auf.",
  ],
  [
    "batchFeeds",
    BATCH_FEED_MESSAGES.unreadable("https://shop.example/feed.xml", FEED_FETCH_MESSAGES.tooLarge),
    "https://shop.example/feed.xml: Der Feed ist zu groß zum Lesen.",
  ],
  [
    "batchItems",
    BATCH_ITEM_MESSAGES.insufficientCredits,
    "Nicht genügend Credits: Kaufen Sie Credits und setzen Sie den Stapel dann fort.",
  ],
  [
    "siteSync",
    SITE_SYNC_MESSAGES.sourceUnreadable("The catalogue could not be loaded. (HTTP 503)"),
    "Die Katalogquelle konnte nicht gelesen werden: Der Katalog konnte nicht geladen werden. (HTTP 503)",
  ],
  [
    "siteVerification",
    SITE_VERIFICATION_MESSAGES.notFound(
      "https://shop.example",
      [
        SITE_VERIFICATION_MESSAGES.noMetaTag,
        // The fetcher's reason without its full stop, as the verification writes it.
        SITE_VERIFICATION_MESSAGES.fileUnreadable("/shelftalk-verify.txt", PAGE_FETCH_MESSAGES.tooLarge.slice(0, -1)),
      ].join("; "),
    ),
    "Wir konnten Ihr Verifizierungstoken auf https://shop.example nicht finden: Die Startseite hat kein passendes Meta-Tag; /shelftalk-verify.txt konnte nicht gelesen werden (Die Produktseite ist zu groß zum Lesen). Fügen Sie das Meta-Tag in den <head> Ihrer Startseite ein oder laden Sie die Datei hoch und versuchen Sie es dann erneut.",
  ],
  ["fetchPage", PAGE_FETCH_MESSAGES.notLoadedStatus(404), "Die Produktseite konnte nicht geladen werden. (HTTP 404)"],
  [
    "scriptWriter",
    SCRIPT_WRITER_MESSAGES.rate_limited,
    "Der Skriptautor ist gerade ausgelastet. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  ],
  [
    "webhookUrls",
    WEBHOOK_URL_MESSAGES.port,
    "Dieser Endpunkt kann keine Webhooks empfangen: Bitte verwenden Sie Port 443 (https) oder 80 (http).",
  ],
  [
    "logos",
    LOGO_SVG_MESSAGE,
    "SVG-Logos werden nicht akzeptiert. Bitte laden Sie das Logo als PNG-, JPEG- oder WebP-Bild hoch.",
  ],
  [
    "claimReasons",
    // The label inside the reason is a message too; the quoted words stay as the script wrote them.
    [
      CLAIM_REASONS.generic("die beste", GENERIC_CLAIM_LABELS.superlative),
      CLAIM_REASONS.notInSources(FACT_LABELS.wireless),
    ].join("; "),
    "„die beste“ ist eine Superlativ-Aussage ohne Grundlage in den Quellen; „kabellos“ steht nicht in den Quellen",
  ],
  [
    "heldItems",
    HELD_ITEM_MESSAGES.held(
      [
        HELD_ITEM_MESSAGES.claim("Der Akku hält 40 Stunden.", CLAIM_REASONS.mismatch("40 Stunden", "30 Stunden")),
        HELD_ITEM_MESSAGES.claim("Made in Italy.", HELD_ITEM_MESSAGES.noReason),
      ].join(" · "),
    ),
    "Prüfung nötig: „Der Akku hält 40 Stunden.“: „40 Stunden“ passt nicht zu den Quellen („30 Stunden“) · „Made in Italy.“: steht nicht in den Quellen",
  ],
];

describe("the server's answers a seller reads (issue 28)", () => {
  it("stay the server's English, word for word, for an English seller", () => {
    for (const [, english] of GERMAN) expect(translateMessage(english)).toBe(english);
  });

  it.each(GERMAN)("%s: a German seller reads German", async (_group, english, german) => {
    await setLocale("de");
    await serverMessagesLoaded();
    expect(translateMessage(english)).toBe(german);
  });

  it.each(["de", "fr", "es", "it", "pt", "ja", "zh"] as const)(
    "finds every server message by its English, values and all, in %s",
    async (locale) => {
      await setLocale(locale);
      await serverMessagesLoaded();
      const translated = (await loadServerCatalogue(locale)) as Record<string, Catalogue>;
      // A value that must be a message gets one (and its translation); any other a value of its own.
      const inner = {
        english: FEED_FETCH_MESSAGES.tooLarge,
        translated: translateMessage(FEED_FETCH_MESSAGES.tooLarge),
      };
      const fill = (template: string, key: string, side: "english" | "translated") =>
        template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
          NESTED_VALUES[key]?.includes(name) ? inner[side] : `Q${name}Q`,
        );
      for (const [group, texts] of Object.entries(SERVER_ENGLISH)) {
        for (const [name, english] of Object.entries(texts as Catalogue)) {
          const key = `${group}.${name}`;
          const target = translated[group]?.[name];
          expect(typeof target, key).toBe("string");
          expect(translateMessage(fill(english as string, key, "english")), key).toBe(
            fill(target as string, key, "translated"),
          );
        }
      }
    },
  );

  it("translates a refused batch's rows, each problem in turn, and leaves an unknown text as it came", async () => {
    const refused = [
      BATCH_ITEM_MESSAGES.rowProblems(2, [BATCH_ROW_MESSAGES.duplicate(1), BATCH_ROW_MESSAGES.linkOrDetails].join(" ")),
      BATCH_ITEM_MESSAGES.rowProblems(5, MESSAGES.fetch.privateAddress),
    ].join(" ");
    const more = `${refused} ${BATCH_ITEM_MESSAGES.moreRows(2)}`;
    await setLocale("fr");
    await serverMessagesLoaded();
    expect(translateMessage(more)).toBe(
      "Ligne 2 : Doublon de la ligne 1. Indiquez un lien de produit ou des détails. Ligne 5 : " +
        "Ce lien pointe vers une adresse privée ou locale et ne peut pas être récupéré. (2 autres lignes ont des problèmes.)",
    );
    // A colon alone does not make a feed's problem: its second half must be a message.
    expect(translateMessage("Battery: 30 hours")).toBe("Battery: 30 hours");
    expect(translateMessage(BATCH_FEED_MESSAGES.unreadable("https://a.example", "something else"))).toBe(
      "https://a.example: something else",
    );
  });

  it("joins a row's problems as each language writes sentences", async () => {
    const problems = [BATCH_ROW_MESSAGES.linkTooLong, BATCH_ROW_MESSAGES.creativity(0, 1)];
    expect(joinMessages(problems)).toBe(problems.join(" "));
    await setLocale("ja");
    await serverMessagesLoaded();
    expect(joinMessages(problems)).toBe("商品リンクが長すぎます。創造性は 0 から 1 までの数値にしてください。");
  });

  it("shows a batch preview's file and row problems in the seller's language", async () => {
    await setLocale("de");
    await serverMessagesLoaded();
    renderPage(
      <BatchPreviewTable
        preview={{
          rows: [
            {
              row: 1,
              productLink: "ftp://shop.example/p",
              specifications: null,
              language: "en",
              voice: "alloy",
              temperature: 0.7,
              title: null,
              problems: [
                BATCH_ROW_MESSAGES.invalidLink("ftp://shop.example/p"),
                BATCH_ROW_MESSAGES.unknownLanguage("xx"),
              ],
            },
          ],
          fileProblems: [BATCH_FILE_MESSAGES.sitemapsCapped(20)],
          valid: 0,
          creditsNeeded: 0,
          balance: 3,
        }}
        review={false}
        starting={false}
        onStart={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText("Nur die ersten 20 Sitemaps wurden gelesen.")).toBeInTheDocument();
    expect(
      screen.getByText("„ftp://shop.example/p“ ist kein gültiger Produktlink. Unbekannte Sprache „xx“."),
    ).toBeInTheDocument();
  });
});
