import type { LanguageCode } from "../../../../shared/catalog/languages";

/**
 * Sentences that carry no fact, for a script the page gives too little to fill its length
 * target: a lead into the details and a thank-you at the end. Used only below 85 % of the
 * target, at most one of each. Decision 097.
 */
export const BRIDGES: Record<LanguageCode, { leads: readonly [string, ...string[]]; thanks: string }> = {
  en: {
    leads: ["Here's what you should know.", "Let's go through the details.", "Now for the details."],
    thanks: "Thanks for listening.",
  },
  es: {
    leads: ["Esto es lo que debes saber.", "Vamos con los detalles.", "Ahora, los detalles."],
    thanks: "Gracias por escuchar.",
  },
  fr: {
    leads: ["Voici ce qu'il faut savoir.", "Passons aux détails.", "Maintenant, les détails."],
    thanks: "Merci de votre écoute.",
  },
  de: {
    leads: ["Das sollten Sie wissen.", "Kommen wir zu den Details.", "Nun zu den Einzelheiten."],
    thanks: "Danke fürs Zuhören.",
  },
  it: {
    leads: ["Ecco cosa c'è da sapere.", "Passiamo ai dettagli.", "Ora, i dettagli."],
    thanks: "Grazie per l'ascolto.",
  },
  pt: {
    leads: ["Veja o que você precisa saber.", "Vamos aos detalhes.", "Agora, os detalhes."],
    thanks: "Obrigado por ouvir.",
  },
  ja: {
    leads: ["知っておきたいポイントをご紹介します。", "詳しく見ていきましょう。", "それでは、詳細です。"],
    thanks: "お聞きいただき、ありがとうございました。",
  },
  zh: {
    leads: ["下面是您需要了解的要点。", "我们来看看细节。", "接下来是详细介绍。"],
    thanks: "感谢您的收听。",
  },
};
