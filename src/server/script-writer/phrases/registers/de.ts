import type { LanguageRegisters } from "./types";

const von = (b: string | undefined) => (b ? ` von ${b}` : "");

export const DE_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "Was steckt drin?",
  professional: {
    intro: {
      calm: [(n, b) => `Vorgestellt: ${n}${von(b)}.`, (n, b) => `${n}${von(b)} im Überblick.`],
      lively: [
        (n, b) => `Sie suchen eine verlässliche Wahl? Lernen Sie ${n}${von(b)} kennen.`,
        (n, b) => `Eine Empfehlung für Anspruchsvolle: ${n}${von(b)}.`,
      ],
    },
    factQuestion: "Was zeichnet das Produkt aus?",
    features: {
      calm: [(l) => `Die wichtigsten Eigenschaften: ${l}.`],
      lively: [(l) => `Im Überblick: ${l}.`, (l) => `Überzeugende Eckdaten: ${l}.`],
    },
    price: { calm: [(p) => `Der Preis beträgt ${p}.`], lively: [(p) => `Erhältlich für ${p}.`] },
    closing: { calm: ["Bestellen Sie noch heute."], lively: ["Geben Sie Ihre Bestellung noch heute auf."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `Hallo, ${n}${von(b)}!`],
      lively: [(n, b) => `Trommelwirbel, bitte: ${n}${von(b)}!`, (n, b) => `Raten Sie mal, wer da ist? ${n}${von(b)}!`],
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
      calm: ["Ab damit in den Warenkorb!"],
      lively: ["Worauf warten Sie? Ab in den Warenkorb!", "Schnell zugreifen und Spaß haben!"],
    },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Entdecken Sie ${n}${von(b)}.`, (n, b) => `Wir präsentieren ${n}${von(b)}.`],
      lively: [(n, b) => `Für höchste Ansprüche: ${n}${von(b)}.`, (n, b) => `Gönnen Sie sich ${n}${von(b)}.`],
    },
    factQuestion: "Was macht den Unterschied?",
    features: { calm: [(l) => `Raffinierte Details: ${l}.`], lively: [(l) => `Jedes Detail zählt: ${l}.`] },
    price: { calm: [(p) => `Erhältlich für ${p}.`], lively: [(p) => `Ein Stück Luxus für ${p}.`] },
    closing: {
      calm: ["Bestellen Sie noch heute."],
      lively: [
        "Gönnen Sie sich etwas Besonderes, noch heute.",
        "Erleben Sie Exklusivität und bestellen Sie noch heute.",
      ],
    },
  },
};
