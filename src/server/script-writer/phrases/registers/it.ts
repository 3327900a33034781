import type { LanguageRegisters } from "./types";

const di = (b: string | undefined) => (b ? ` di ${b}` : "");

export const IT_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "I suoi punti di forza?",
  professional: {
    intro: {
      calm: [(n, b) => `Ti presentiamo ${n}${di(b)}.`, (n, b) => `Ecco ${n}${di(b)}.`],
      lively: [(n, b) => `Cerchi una scelta affidabile? Scopri ${n}${di(b)}.`],
    },
    factQuestion: "I suoi punti di forza?",
    features: { calm: [(l) => `Caratteristiche principali: ${l}.`], lively: [(l) => `Offre ${l}.`] },
    price: { calm: [(p) => `Prezzo: ${p}.`], lively: [(p) => `Il tutto a ${p}.`] },
    closing: { calm: ["Ordina oggi stesso."], lively: ["Effettua subito il tuo ordine."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `Ciao, ${n}${di(b)}!`],
      lively: [(n, b) => `Rullo di tamburi: ecco ${n}${di(b)}!`, (n, b) => `Sorpresa! Ecco ${n}${di(b)}!`],
    },
    factQuestion: "E la parte più divertente?",
    features: { calm: [(l) => `Il bello è questo: ${l}.`], lively: [(l) => `Guarda qua: ${l}!`] },
    price: { calm: [(p) => `A soli ${p}.`], lively: [(p) => `E il prezzo? Solo ${p}!`] },
    closing: { calm: ["Dritto nel carrello!"], lively: ["Concediti uno sfizio oggi stesso!"] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Scopri ${n}${di(b)}.`],
      lively: [(n, b) => `Per chi pretende il meglio: ${n}${di(b)}.`, (n, b) => `Concediti ${n}${di(b)}.`],
    },
    factQuestion: "Cosa fa la differenza?",
    features: { calm: [(l) => `Dettagli raffinati: ${l}.`], lively: [(l) => `Ogni dettaglio conta: ${l}.`] },
    price: { calm: [(p) => `Disponibile a ${p}.`], lively: [(p) => `Un tocco di lusso a ${p}.`] },
    closing: { calm: ["Ordina oggi stesso."], lively: ["Regalati qualcosa di eccezionale oggi stesso."] },
  },
};
