import type { LanguageRegisters } from "./types";

const _ = "\u202f";

// Openers never put "de" or "à" before the name ("de le", "à le" would need "du", "au"), and
// closers never say "le" or "la" for the product: its gender is the page's, not ours.
export const FR_REGISTERS: LanguageRegisters = {
  friendlyQuestion: `Ses points forts${_}?`,
  unnamed: { nom: "ce produit", acc: "ce produit" },
  professional: {
    intro: {
      calm: [
        (s) => `Présentation${_}: ${s.nom}.`,
        (s) => `Voici ${s.nom}.`,
        (s) => `Nous vous présentons ${s.acc}.`,
        (s) => `Zoom sur ${s.acc}.`,
        (s) => `En détail${_}: ${s.nom}.`,
        (s) => `Aujourd'hui, nous présentons ${s.acc}.`,
        (s) => `Permettez-nous de vous présenter ${s.acc}.`,
        (s) => `Notre sélection du jour${_}: ${s.nom}.`,
        (s) => `Découvrez en détail ${s.acc}.`,
        (s) => `Focus sur ${s.acc}.`,
        (s) => `L'essentiel sur ${s.acc}.`,
        (s) => `Faisons le point sur ${s.acc}.`,
      ],
      lively: [
        (s) => `Vous cherchez une valeur sûre${_}? Découvrez ${s.acc}.`,
        (s) => `Un choix fiable${_}: ${s.nom}.`,
        (s) => `Besoin de l'essentiel${_}? Voici ${s.nom}.`,
        (s) => `Retenez bien ce nom${_}: ${s.nom}.`,
      ],
    },
    factQuestion: `Ses atouts${_}?`,
    features: { calm: [(l) => `Caractéristiques principales${_}: ${l}.`], lively: [(l) => `Au programme${_}: ${l}.`] },
    price: { calm: [(p) => `Prix${_}: ${p}.`], lively: [(p) => `Le tout pour ${p}.`] },
    closing: {
      calm: [
        "Commandez dès aujourd'hui.",
        "Vous pouvez passer commande dès aujourd'hui.",
        "Finalisez votre commande dès aujourd'hui.",
        "Commandez dès aujourd'hui sur notre boutique.",
        "Passez commande quand vous le souhaitez.",
        "Votre commande ne prend que quelques clics.",
        "Plus de détails sur notre boutique.",
        "Nous attendons votre commande avec plaisir.",
        "Pensez-y pour votre prochaine commande.",
        "Rendez-vous sur notre boutique pour commander.",
        "Votre commande est à portée de clic.",
      ],
      lively: [
        "Passez commande dès aujourd'hui.",
        "Faites votre choix et commandez dès aujourd'hui.",
        "Commandez maintenant et jugez par vous-même.",
      ],
    },
  },
  playful: {
    intro: {
      calm: [
        (s) => `Coucou, voici ${s.nom}.`,
        (s) => `Et voilà ${s.nom}.`,
        (s) => `Regardez qui est là${_}: ${s.nom}.`,
        (s) => `Faites de la place pour ${s.acc}.`,
        (s) => `Psst, voici ${s.nom}.`,
        (s) => `C'est l'heure de rencontrer ${s.acc}.`,
        (s) => `Toc toc, c'est ${s.nom}.`,
        (s) => `Amusons-nous avec ${s.acc}.`,
        (s) => `Un grand sourire pour ${s.acc}.`,
        (s) => `Notre petite star du jour${_}: ${s.nom}.`,
        (s) => `Attention, voici ${s.nom}.`,
        (s) => `Tiens, tiens${_}: voici ${s.nom}.`,
      ],
      lively: [
        (s) => `Roulement de tambour${_}: voici ${s.nom}${_}!`,
        (s) => `Devinez qui débarque${_}? C'est ${s.nom}.`,
        (s) => `Tadam${_}! Voici ${s.nom}.`,
        (s) => `Prêts pour ${s.acc}${_}?`,
      ],
    },
    factQuestion: `Et le plus sympa${_}?`,
    features: {
      calm: [(l) => `Le meilleur${_}: ${l}.`],
      lively: [(l) => `Au menu${_}: ${l}${_}!`, (l) => `Attention, pépites${_}: ${l}${_}!`],
    },
    price: { calm: [(p) => `À vous pour ${p}.`], lively: [(p) => `Et le prix${_}? Seulement ${p}${_}!`] },
    closing: {
      calm: [
        "Hop, dans le panier.",
        "Votre panier vous appelle.",
        "Allez, faites-vous plaisir.",
        "Un clic, et c'est à vous.",
        `Pas besoin d'attendre${_}: commandez dès aujourd'hui.`,
        "Offrez une petite joie à votre panier.",
        `Un peu de gaieté dans votre journée${_}: commandez.`,
        "Bonnes emplettes, et à bientôt.",
        "Faites-vous plaisir dès aujourd'hui.",
        "Il reste de la place dans votre panier.",
        "Commandez et amusez-vous bien.",
      ],
      lively: [
        `Foncez, faites-vous plaisir dès aujourd'hui${_}!`,
        `Clic, commande, sourire${_}!`,
        `Votre panier vous attend${_}: foncez${_}!`,
      ],
    },
  },
  luxurious: {
    intro: {
      calm: [
        (s) => `Découvrez ${s.acc}.`,
        (s) => `Nous vous présentons ${s.acc}.`,
        (s) => `Permettez-nous de vous présenter ${s.acc}.`,
        (s) => `Nous avons le plaisir de vous présenter ${s.acc}.`,
        (s) => `Prenez un moment avec ${s.acc}.`,
        (s) => `Une invitation à découvrir ${s.acc}.`,
        (s) => `C'est avec plaisir que nous présentons ${s.acc}.`,
        (s) => `Laissez-vous surprendre par ${s.acc}.`,
        (s) => `Notre sélection distinguée du jour${_}: ${s.nom}.`,
        (s) => `Nous dévoilons ${s.acc}.`,
        (s) => `Tout en douceur, découvrez ${s.acc}.`,
        (s) => `Accordez-vous un instant avec ${s.acc}.`,
      ],
      lively: [
        (s) => `Pour les plus exigeants${_}: ${s.nom}.`,
        (s) => `Offrez-vous ${s.acc}.`,
        (s) => `Un moment de raffinement vous attend${_}: ${s.nom}.`,
        (s) => `L'exception vous attend${_}: ${s.nom}.`,
      ],
    },
    factQuestion: `Ce qui fait la différence${_}?`,
    features: { calm: [(l) => `Des détails raffinés${_}: ${l}.`], lively: [(l) => `Chaque détail compte${_}: ${l}.`] },
    price: { calm: [(p) => `Au prix de ${p}.`], lively: [(p) => `Une part de luxe pour ${p}.`] },
    closing: {
      calm: [
        "Commandez dès aujourd'hui.",
        "Offrez-vous ce plaisir dès aujourd'hui.",
        "Nous serons ravis de recevoir votre commande.",
        "Notre boutique vous attend.",
        "Prenez votre temps, puis passez commande.",
        "Complétez votre collection dès aujourd'hui.",
        "Votre commande n'est qu'à un clic.",
        "Commandez en toute sérénité.",
        "Accordez-vous ce plaisir aujourd'hui.",
        "Passez commande à votre convenance.",
        "Un plaisir à commander dès aujourd'hui.",
      ],
      lively: [
        "Offrez-vous l'exception dès aujourd'hui.",
        "Faites-vous ce cadeau dès aujourd'hui.",
        "Cédez à la tentation dès aujourd'hui.",
      ],
    },
  },
};
