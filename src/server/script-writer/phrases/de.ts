import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) =>
  count === undefined ? "" : `, basierend auf ${count} ${count === 1 ? "Bewertung" : "Bewertungen"}`;

export const DE: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `${label}: ${value}.`,
  caseMidSentence: "german",
  joinList: (items) => {
    if (items.length <= 2) return items.join(" und ");
    return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `Das ist ${n} von ${b}.`, (n, b) => `Wir stellen vor: ${n} von ${b}.`],
      warm: [(n, b) => `Darf ich vorstellen: ${n} von ${b}.`, (n, b) => `Entdecken Sie ${n} von ${b}.`],
      lively: [
        (n, b) => `Auf der Suche nach etwas Besonderem? Entdecken Sie ${n} von ${b}!`,
        (n, b) => `Bühne frei für ${n} von ${b}!`,
      ],
    },
    name: {
      plain: [(n) => `Das ist ${n}.`, (n) => `Wir stellen vor: ${n}.`],
      warm: [(n) => `Darf ich vorstellen: ${n}.`, (n) => `Entdecken Sie ${n}.`],
      lively: [(n) => `Auf der Suche nach etwas Besonderem? Entdecken Sie ${n}!`, (n) => `Bühne frei für ${n}!`],
    },
    brand: {
      plain: [(b) => `Hier ist ein Produkt von ${b}.`],
      warm: [(b) => `Entdecken Sie dieses Produkt von ${b}.`],
      lively: [(b) => `Bühne frei für ein Produkt von ${b}!`],
    },
    generic: {
      plain: ["Hier ein kurzer Überblick über dieses Produkt."],
      warm: ["Werfen wir einen genaueren Blick auf dieses Produkt."],
      lively: ["Auf der Suche nach etwas Besonderem? Dann hören Sie jetzt gut zu!"],
    },
  },
  category: {
    plain: [(c) => `Das Produkt gehört zur Kategorie ${c}.`],
    warm: [(c) => `Eine starke Wahl in der Kategorie ${c}.`],
    lively: [(c) => `Ein echtes Highlight in der Kategorie ${c}!`],
  },
  features: {
    plain: [(l) => `Die wichtigsten Merkmale: ${l}.`],
    warm: [(l) => `Zu den Highlights gehören ${l}.`, (l) => `Das erwartet Sie: ${l}.`],
    lively: [(l) => `Das werden Sie lieben: ${l}!`, (l) => `Freuen Sie sich auf ${l}!`],
  },
  // German needs the verb second after "Außerdem", so leads end in a colon and keep the sentence whole.
  featureLead: {
    plain: ["", "Außerdem gilt:"],
    warm: ["Gut zu wissen:", "Dazu kommt:"],
    lively: ["Und das ist noch nicht alles:", "Noch besser:"],
  },
  detailsLead: {
    plain: [""],
    warm: ["Gut zu wissen:"],
    lively: ["Und das Beste:"],
  },
  rating: {
    plain: [(v, best, count) => `Die Bewertung liegt bei ${v} von ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Kundinnen und Kunden vergeben ${v} von ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `Starke ${v} von ${best}${reviews(count)}!`],
  },
  price: {
    plain: [(p) => `Der Preis beträgt ${p}.`],
    warm: [(p) => `Erhältlich für ${p}.`, (p) => `Zu haben für ${p}.`],
    lively: [(p) => `Und der Preis? Nur ${p}!`, (p) => `Das alles für nur ${p}!`],
  },
  availability: {
    in_stock: {
      plain: ["Der Artikel ist auf Lager."],
      warm: ["Auf Lager und sofort bestellbar."],
      lively: ["Jetzt auf Lager und sofort bestellbar!"],
    },
    out_of_stock: {
      plain: ["Der Artikel ist derzeit ausverkauft."],
      warm: ["Derzeit leider ausverkauft, schauen Sie bald wieder vorbei."],
      lively: ["Gerade ausverkauft, also bald wieder vorbeischauen!"],
    },
    preorder: {
      plain: ["Der Artikel kann vorbestellt werden."],
      warm: ["Jetzt vorbestellbar."],
      lively: ["Jetzt schon vorbestellen!"],
    },
    backorder: {
      plain: ["Der Artikel ist nachbestellt und kann bereits bestellt werden."],
      warm: ["Der Artikel ist nachbestellt, Sie können ihn aber schon jetzt bestellen."],
      lively: ["Schon nachbestellt, also jetzt bestellen und vormerken lassen!"],
    },
    limited: {
      plain: ["Nur noch wenige Stück verfügbar."],
      warm: ["Die Stückzahl ist begrenzt, warten Sie also nicht zu lange."],
      lively: ["Nur noch wenige Stück, also schnell zugreifen!"],
    },
    discontinued: same("Bitte beachten Sie: Dieser Artikel wird nicht mehr hergestellt."),
  },
  closing: {
    buy: {
      plain: ["Bestellen Sie noch heute."],
      warm: ["Gönnen Sie sich etwas Gutes und bestellen Sie noch heute.", "Ab in den Warenkorb, am besten noch heute."],
      lively: ["Worauf warten Sie noch? Jetzt bestellen!", "Gleich in den Warenkorb legen!"],
    },
    later: {
      plain: ["Vielen Dank fürs Zuhören."],
      warm: ["Vielen Dank fürs Zuhören."],
      lively: ["Danke fürs Zuhören!"],
    },
  },
};
