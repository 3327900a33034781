import { same, type PhraseBook } from "./types";

/** French typography puts a narrow no-break space before ? ! : and ; so the voice pauses naturally. */
const _ = "\u202f";

const reviews = (count: number | undefined) => (count === undefined ? "" : `, sur ${count} avis`);

export const FR: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `${label} : ${value}.`,
  caseMidSentence: "sentence",
  joinList: (items) => {
    if (items.length <= 2) return items.join(" et ");
    return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `Voici ${n}, de ${b}.`, (n, b) => `Découvrez ${n}, signé ${b}.`],
      warm: [
        (n, b) => `Nous vous présentons ${n}, signé ${b}.`,
        (n, b) => `Laissez-nous vous présenter ${n}, de ${b}.`,
      ],
      lively: [
        (n, b) => `Envie de quelque chose de spécial${_}? Découvrez ${n}, signé ${b}${_}!`,
        (n, b) => `Place à ${n}, signé ${b}${_}!`,
      ],
    },
    name: {
      plain: [(n) => `Voici ${n}.`, (n) => `Découvrez ${n}.`],
      warm: [(n) => `Nous vous présentons ${n}.`, (n) => `Laissez-nous vous présenter ${n}.`],
      lively: [(n) => `Envie de quelque chose de spécial${_}? Découvrez ${n}${_}!`, (n) => `Place à ${n}${_}!`],
    },
    brand: {
      plain: [(b) => `Voici un produit signé ${b}.`],
      warm: [(b) => `Nous vous présentons une création signée ${b}.`],
      lively: [(b) => `Zoom sur un produit signé ${b}${_}!`],
    },
    generic: {
      plain: ["Voici une présentation de ce produit."],
      warm: ["Prenons quelques instants pour découvrir ce produit."],
      lively: [`Envie de quelque chose de spécial${_}? Suivez le guide${_}!`],
    },
  },
  category: {
    plain: [(c) => `Ce produit fait partie de la catégorie ${c}.`],
    warm: [(c) => `Un excellent choix dans la catégorie ${c}.`],
    lively: [(c) => `Une vraie référence dans la catégorie ${c}${_}!`],
  },
  features: {
    plain: [(l) => `Les points clés${_}: ${l}.`],
    warm: [(l) => `Parmi les points forts${_}: ${l}.`, (l) => `Au programme${_}: ${l}.`],
    lively: [(l) => `Ce que vous allez adorer${_}: ${l}${_}!`, (l) => `Et côté atouts${_}: ${l}${_}!`],
  },
  featureLead: {
    plain: ["", "De plus,"],
    warm: ["De plus,", `Autre atout${_}:`],
    lively: [`Et ce n'est pas tout${_}:`, `Encore mieux${_}:`],
  },
  detailsLead: {
    plain: [""],
    warm: [`Bon à savoir${_}:`],
    lively: [`Et ce n'est pas tout${_}:`],
  },
  rating: {
    plain: [(v, best, count) => `Note moyenne${_}: ${v} sur ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Note des clients${_}: ${v} sur ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `Les clients ont tranché${_}: ${v} sur ${best}${reviews(count)}${_}!`],
  },
  price: {
    plain: [(p) => `Prix${_}: ${p}.`, (p) => `Le tout pour ${p}.`],
    warm: [(p) => `Côté prix${_}: ${p}.`, (p) => `À vous pour ${p}.`],
    lively: [(p) => `Et le prix${_}? Seulement ${p}${_}!`, (p) => `Tout cela pour seulement ${p}${_}!`],
  },
  availability: {
    in_stock: {
      plain: ["Disponible en stock."],
      warm: ["En stock et disponible immédiatement."],
      lively: [`En stock dès maintenant${_}!`],
    },
    out_of_stock: {
      plain: ["Actuellement en rupture de stock."],
      warm: ["Momentanément en rupture de stock, revenez bientôt."],
      lively: [`Momentanément en rupture de stock, alors revenez vite${_}!`],
    },
    preorder: {
      plain: ["Disponible en précommande."],
      warm: ["Précommande ouverte dès maintenant."],
      lively: [`Les précommandes sont ouvertes${_}!`],
    },
    backorder: {
      plain: ["Disponible sur commande."],
      warm: ["Disponible sur commande, dès maintenant."],
      lively: [`Disponible sur commande, alors passez la vôtre${_}!`],
    },
    limited: {
      plain: ["Stock limité."],
      warm: ["Le stock est limité, ne tardez pas."],
      lively: [`Le stock est limité, alors ne tardez pas${_}!`],
    },
    discontinued: same("Attention, ce produit n'est plus fabriqué."),
  },
  closing: {
    buy: {
      plain: ["Passez commande dès aujourd'hui."],
      warm: ["Faites-vous plaisir et passez commande dès aujourd'hui.", "Passez commande sans attendre."],
      lively: [
        `Ne passez pas à côté, commandez dès aujourd'hui${_}!`,
        `Faites-vous plaisir, commandez sans attendre${_}!`,
      ],
    },
    later: {
      plain: ["Merci de votre écoute."],
      warm: ["Merci de nous avoir écoutés."],
      lively: [`Merci de votre écoute${_}!`],
    },
  },
};
