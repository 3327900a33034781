import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) =>
  count === undefined ? "" : `, su ${count} ${count === 1 ? "recensione" : "recensioni"}`;

export const IT: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `${label}: ${value}.`,
  caseMidSentence: "sentence",
  joinList: (items) => {
    if (items.length <= 2) return items.join(" e ");
    return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `Ecco ${n} di ${b}.`, (n, b) => `Ti presentiamo ${n} di ${b}.`],
      warm: [(n, b) => `Scopri ${n} di ${b}.`, (n, b) => `Oggi ti presentiamo ${n} di ${b}.`],
      lively: [(n, b) => `Cerchi qualcosa di speciale? Scopri ${n} di ${b}!`, (n, b) => `Ed ecco a voi ${n} di ${b}!`],
    },
    name: {
      plain: [(n) => `Ecco ${n}.`, (n) => `Ti presentiamo ${n}.`],
      warm: [(n) => `Scopri ${n}.`, (n) => `Oggi ti presentiamo ${n}.`],
      lively: [(n) => `Cerchi qualcosa di speciale? Scopri ${n}!`, (n) => `Ed ecco a voi ${n}!`],
    },
    brand: {
      plain: [(b) => `Ecco un prodotto di ${b}.`],
      warm: [(b) => `Scopri questo prodotto di ${b}.`],
      lively: [(b) => `Ed ecco a voi una proposta di ${b}!`],
    },
    generic: {
      plain: ["Ecco una breve presentazione di questo prodotto."],
      warm: ["Scopriamo insieme questo prodotto."],
      lively: ["Cerchi qualcosa di speciale? Ascolta qui!"],
    },
  },
  category: {
    plain: [(c) => `Fa parte della categoria ${c}.`],
    warm: [(c) => `Un'ottima scelta nella categoria ${c}.`],
    lively: [(c) => `Un vero punto di riferimento nella categoria ${c}!`],
  },
  features: {
    plain: [(l) => `Le caratteristiche principali: ${l}.`],
    warm: [(l) => `Tra i punti di forza: ${l}.`, (l) => `Cosa offre: ${l}.`],
    lively: [(l) => `Ecco cosa amerai: ${l}!`, (l) => `Tutto quello che ti serve: ${l}!`],
  },
  featureLead: {
    plain: ["", "Inoltre,"],
    warm: ["Inoltre,", "E ancora:"],
    lively: ["E non è tutto:", "Ancora meglio:"],
  },
  detailsLead: {
    plain: [""],
    warm: ["Buono a sapersi:"],
    lively: ["E non è tutto:"],
  },
  rating: {
    plain: [(v, best, count) => `Ha una valutazione di ${v} su ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Voto medio dei clienti: ${v} su ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `Voto dei clienti: ${v} su ${best}${reviews(count)}!`],
  },
  price: {
    plain: [(p) => `Il prezzo è di ${p}.`],
    warm: [(p) => `Prezzo: ${p}.`, (p) => `Il tutto a ${p}.`],
    lively: [(p) => `E il prezzo? Solo ${p}!`, (p) => `Tutto questo a soli ${p}!`],
  },
  availability: {
    in_stock: {
      plain: ["Disponibile in magazzino."],
      warm: ["Disponibile subito e ordinabile oggi stesso."],
      lively: ["Disponibile subito!"],
    },
    out_of_stock: {
      plain: ["Al momento non è disponibile."],
      warm: ["Al momento non è disponibile, torna a trovarci presto."],
      lively: ["Scorte esaurite al momento, ma torna a trovarci presto!"],
    },
    preorder: {
      plain: ["Disponibile in preordine."],
      warm: ["Preordini già aperti."],
      lively: ["Preordina subito!"],
    },
    backorder: {
      plain: ["Disponibile su ordinazione."],
      warm: ["Disponibile su ordinazione: puoi già ordinare."],
      lively: ["Disponibile su ordinazione, prenota subito!"],
    },
    limited: {
      plain: ["Disponibilità limitata."],
      warm: ["Disponibilità limitata, non aspettare troppo."],
      lively: ["Pezzi limitati, affrettati!"],
    },
    discontinued: same("Nota bene: questo prodotto è fuori produzione."),
  },
  closing: {
    buy: {
      plain: ["Ordina oggi stesso.", "Aggiungi al carrello oggi stesso."],
      warm: ["Concediti questo piacere e ordina oggi.", "Aggiungi al carrello oggi stesso."],
      lively: ["Non lasciarti sfuggire l'occasione, ordina oggi!", "Che aspetti? Aggiungi subito al carrello!"],
    },
    later: {
      plain: ["Grazie per l'ascolto."],
      warm: ["Grazie per averci ascoltato."],
      lively: ["Grazie per l'ascolto!"],
    },
  },
};
