import type { LanguageRegisters } from "./types";

// The name comes as a subject (`nom`, after a colon or "hier ist") or as an accusative object
// (`acc`, after a verb or "für", "auf"), never after a preposition that takes the dative or the
// genitive; closers never say "er", "sie" or "es" for the product, whose gender is the page's.
export const DE_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "Was steckt drin?",
  unnamed: { nom: "dieses Produkt", acc: "dieses Produkt" },
  professional: {
    intro: {
      calm: [
        (s) => `Vorgestellt: ${s.nom}.`,
        (s) => `Im Überblick: ${s.nom}.`,
        (s) => `Wir stellen Ihnen ${s.acc} vor.`,
        (s) => `Heute im Fokus: ${s.nom}.`,
        (s) => `Ein genauer Blick auf ${s.acc}.`,
        (s) => `Lernen Sie ${s.acc} kennen.`,
        (s) => `Gestatten Sie uns, Ihnen ${s.acc} vorzustellen.`,
        (s) => `Unsere Auswahl des Tages: ${s.nom}.`,
        (s) => `Alles Wichtige über ${s.acc}.`,
        (s) => `Werfen wir einen Blick auf ${s.acc}.`,
        (s) => `Kurz vorgestellt: ${s.nom}.`,
        (s) => `Näher betrachtet: ${s.nom}.`,
      ],
      lively: [
        (s) => `Sie suchen eine verlässliche Wahl? Lernen Sie ${s.acc} kennen.`,
        (s) => `Eine Empfehlung für Anspruchsvolle: ${s.nom}.`,
        (s) => `Das Wichtigste auf einen Blick? Hier ist ${s.nom}.`,
        (s) => `Merken Sie sich diesen Namen: ${s.nom}.`,
      ],
    },
    factQuestion: "Was zeichnet das Produkt aus?",
    features: {
      calm: [(l) => `Die wichtigsten Eigenschaften: ${l}.`],
      lively: [(l) => `Im Überblick: ${l}.`, (l) => `Überzeugende Eckdaten: ${l}.`],
    },
    price: { calm: [(p) => `Der Preis beträgt ${p}.`], lively: [(p) => `Erhältlich für ${p}.`] },
    closing: {
      calm: [
        "Bestellen Sie noch heute.",
        "Sie können noch heute bestellen.",
        "Schließen Sie Ihre Bestellung noch heute ab.",
        "Bestellen Sie heute in unserem Shop.",
        "Bestellen Sie, wann immer Sie möchten.",
        "Ihre Bestellung ist nur wenige Klicks entfernt.",
        "Weitere Informationen finden Sie in unserem Shop.",
        "Wir freuen uns auf Ihre Bestellung.",
        "Denken Sie bei Ihrer nächsten Bestellung daran.",
        "Besuchen Sie unseren Shop und bestellen Sie.",
        "Mit wenigen Klicks ist Ihre Bestellung erledigt.",
      ],
      lively: [
        "Geben Sie Ihre Bestellung noch heute auf.",
        "Treffen Sie Ihre Wahl und bestellen Sie noch heute.",
        "Bestellen Sie jetzt und überzeugen Sie sich selbst.",
      ],
    },
  },
  playful: {
    intro: {
      calm: [
        (s) => `Hallo, hier ist ${s.nom}.`,
        (s) => `Hier kommt ${s.nom}.`,
        (s) => `Schauen Sie mal, wer da ist: ${s.nom}.`,
        (s) => `Platz da, hier kommt ${s.nom}.`,
        (s) => `Psst, das ist ${s.nom}.`,
        (s) => `Zeit für ${s.acc}.`,
        (s) => `Klopf, klopf: Hier ist ${s.nom}.`,
        (s) => `Auf geht's, hier ist ${s.nom}.`,
        (s) => `Ein Lächeln für ${s.acc}.`,
        (s) => `Unser kleiner Star des Tages: ${s.nom}.`,
        (s) => `Achtung, hier kommt ${s.nom}.`,
        (s) => `Schau, schau: ${s.nom}.`,
      ],
      lively: [
        (s) => `Trommelwirbel, bitte: ${s.nom}!`,
        (s) => `Raten Sie mal, wer da ist? Es ist ${s.nom}.`,
        (s) => `Tadaa! Hier ist ${s.nom}.`,
        (s) => `Bereit für ${s.acc}?`,
      ],
    },
    factQuestion: "Und was macht am meisten Spaß?",
    features: {
      calm: [(l) => `Das Beste daran: ${l}.`],
      lively: [(l) => `Aufgepasst: ${l}!`, (l) => `Das gibt's obendrauf: ${l}!`],
    },
    price: {
      calm: [(p) => `Zu haben für ${p}.`],
      lively: [(p) => `Und der Preis? Nur ${p}!`, (p) => `Für nur ${p} sind Sie dabei!`],
    },
    closing: {
      calm: [
        "Ab damit in den Warenkorb.",
        "Ihr Warenkorb ruft schon.",
        "Na los, gönnen Sie sich was.",
        "Ein Klick, und fertig.",
        "Nicht lange überlegen, heute bestellen.",
        "Machen Sie Ihrem Warenkorb eine Freude.",
        "Ein bisschen Spaß für Ihren Tag: jetzt bestellen.",
        "Viel Freude beim Stöbern und Bestellen.",
        "Gönnen Sie sich heute etwas.",
        "In Ihrem Warenkorb ist noch Platz.",
        "Bestellen und Spaß haben.",
      ],
      lively: [
        "Worauf warten Sie? Ab in den Warenkorb!",
        "Schnell zugreifen und Spaß haben!",
        "Klick, bestellt, gute Laune!",
      ],
    },
  },
  luxurious: {
    intro: {
      calm: [
        (s) => `Entdecken Sie ${s.acc}.`,
        (s) => `Wir präsentieren ${s.acc}.`,
        (s) => `Gestatten Sie, dass wir Ihnen ${s.acc} vorstellen.`,
        (s) => `Mit Freude stellen wir Ihnen ${s.acc} vor.`,
        (s) => `Nehmen Sie sich einen Moment Zeit für ${s.acc}.`,
        (s) => `Eine Einladung, ${s.acc} zu entdecken.`,
        (s) => `Es ist uns eine Freude, Ihnen ${s.acc} vorzustellen.`,
        (s) => `Lassen Sie sich überraschen: ${s.nom}.`,
        (s) => `Unsere erlesene Auswahl des Tages: ${s.nom}.`,
        (s) => `Wir enthüllen ${s.acc}.`,
        (s) => `In aller Ruhe entdecken: ${s.nom}.`,
        (s) => `Ein Augenblick für ${s.acc}.`,
      ],
      lively: [
        (s) => `Für höchste Ansprüche: ${s.nom}.`,
        (s) => `Gönnen Sie sich ${s.acc}.`,
        (s) => `Ein Moment der Raffinesse erwartet Sie: ${s.nom}.`,
        (s) => `Das Außergewöhnliche wartet: ${s.nom}.`,
      ],
    },
    factQuestion: "Was macht den Unterschied?",
    features: { calm: [(l) => `Raffinierte Details: ${l}.`], lively: [(l) => `Jedes Detail zählt: ${l}.`] },
    price: { calm: [(p) => `Erhältlich für ${p}.`], lively: [(p) => `Ein Stück Luxus für ${p}.`] },
    closing: {
      calm: [
        "Bestellen Sie noch heute.",
        "Gönnen Sie sich dieses Vergnügen noch heute.",
        "Wir freuen uns sehr auf Ihre Bestellung.",
        "Unser Shop erwartet Sie.",
        "Lassen Sie sich Zeit und bestellen Sie dann in Ruhe.",
        "Ergänzen Sie Ihre Sammlung noch heute.",
        "Ihre Bestellung ist nur einen Klick entfernt.",
        "Bestellen Sie ganz entspannt.",
        "Bereiten Sie sich heute eine Freude.",
        "Bestellen Sie, wann es Ihnen passt.",
        "Ein Genuss, den Sie heute bestellen können.",
      ],
      lively: [
        "Gönnen Sie sich etwas Besonderes, noch heute.",
        "Erleben Sie Exklusivität und bestellen Sie noch heute.",
        "Machen Sie sich heute ein besonderes Geschenk.",
      ],
    },
  },
};
