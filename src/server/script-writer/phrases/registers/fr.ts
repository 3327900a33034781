import type { LanguageRegisters } from "./types";

const _ = "\u202f";
const de = (b: string | undefined) => (b ? `, de ${b}` : "");

export const FR_REGISTERS: LanguageRegisters = {
  friendlyQuestion: `Ses points forts${_}?`,
  professional: {
    intro: {
      calm: [(n, b) => `Présentation de ${n}${de(b)}.`, (n, b) => `Voici ${n}${de(b)}.`],
      lively: [
        (n, b) => `Vous cherchez une valeur sûre${_}? Découvrez ${n}${de(b)}.`,
        (n, b) => `Un choix fiable${_}: ${n}${de(b)}.`,
      ],
    },
    factQuestion: `Ses atouts${_}?`,
    features: { calm: [(l) => `Caractéristiques principales${_}: ${l}.`], lively: [(l) => `Au programme${_}: ${l}.`] },
    price: { calm: [(p) => `Prix${_}: ${p}.`], lively: [(p) => `Le tout pour ${p}.`] },
    closing: { calm: ["Commandez dès aujourd'hui."], lively: ["Passez commande dès aujourd'hui."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `Coucou, voici ${n}${de(b)}${_}!`],
      lively: [
        (n, b) => `Roulement de tambour${_}: voici ${n}${de(b)}${_}!`,
        (n, b) => `Devinez qui débarque${_}? ${n}${de(b)}${_}!`,
      ],
    },
    factQuestion: `Et le plus sympa${_}?`,
    features: {
      calm: [(l) => `Le meilleur${_}: ${l}.`],
      lively: [(l) => `Au menu${_}: ${l}${_}!`, (l) => `Attention, pépites${_}: ${l}${_}!`],
    },
    price: { calm: [(p) => `À vous pour ${p}.`], lively: [(p) => `Et le prix${_}? Seulement ${p}${_}!`] },
    closing: { calm: [`Hop, dans le panier${_}!`], lively: [`Foncez, faites-vous plaisir dès aujourd'hui${_}!`] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Découvrez ${n}${de(b)}.`, (n, b) => `Nous vous présentons ${n}${de(b)}.`],
      lively: [(n, b) => `Pour les plus exigeants${_}: ${n}${de(b)}.`, (n, b) => `Offrez-vous ${n}${de(b)}.`],
    },
    factQuestion: `Ce qui fait la différence${_}?`,
    features: { calm: [(l) => `Des détails raffinés${_}: ${l}.`], lively: [(l) => `Chaque détail compte${_}: ${l}.`] },
    price: { calm: [(p) => `Au prix de ${p}.`], lively: [(p) => `Une part de luxe pour ${p}.`] },
    closing: { calm: ["Commandez dès aujourd'hui."], lively: ["Offrez-vous l'exception dès aujourd'hui."] },
  },
};
