import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "lecteur", member: "membre", admin: "administrateur", owner: "propriétaire" } as const;

export const FR: EmailTexts = {
  pasteLink: "Ou collez ce lien dans votre navigateur :",
  signOff: "— L’équipe ShelfTalk",
  confirmation: {
    subject: "Confirmez votre compte ShelfTalk",
    title: "Confirmez votre adresse e-mail",
    intro:
      "Bonjour, merci de votre inscription. Confirmez votre adresse e-mail pour activer votre compte et recevoir votre premier crédit audio gratuit.",
    action: "Confirmer mon adresse e-mail",
    outro: "Si vous n’avez pas créé de compte ShelfTalk, ignorez cet e-mail. Le lien expire dans 24 heures.",
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe ShelfTalk",
    title: "Réinitialisez votre mot de passe",
    intro: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ShelfTalk.",
    action: "Choisir un nouveau mot de passe",
    outro:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même. Le lien expire dans 1 heure.",
  },
  invitation: {
    subject: "Vous êtes invité à un espace de travail ShelfTalk",
    title: "Rejoignez un espace de travail sur ShelfTalk",
    intro: (role) =>
      `Vous avez été invité à rejoindre un espace de travail ShelfTalk en tant que ${ROLES[role]}. Connectez-vous ou inscrivez-vous avec cette adresse e-mail pour accepter.`,
    action: "Voir l’invitation",
    outro:
      "Si vous ne vous y attendiez pas, ignorez cet e-mail. Le lien ne fonctionne qu’une fois et expire dans 7 jours.",
  },
  receipt: {
    subject: (invoice) => `Votre reçu ShelfTalk ${invoice}`,
    thanks: "Merci pour votre achat.",
    invoice: (invoice) => `Facture : ${invoice}`,
    pack: (name, credits) => `Pack : ${name} (${credits} crédits)`,
    amount: (amount) => `Montant payé : ${amount}`,
    date: (date) => `Date : ${date}`,
    yourInvoice: (link) => `Votre facture : ${link}`,
    stripeInvoice: (link) => `Facture Stripe : ${link}`,
    neverExpire: "Les crédits n’expirent jamais.",
  },
  batchDone: {
    subject: (made, total) => `Votre catalogue parle : ${made} audios sur ${total} prêts`,
    finished: (total) => `Votre lot de ${total} produits est terminé.`,
    made: (made, failed) =>
      `Audios disponibles dans Mes audios : ${made}${failed !== undefined ? `. Non réalisés (leurs crédits n’ont pas été dépensés) : ${failed}.` : "."}`,
    see: (link) => `Voir le lot, télécharger le ZIP ou relancer ce qui a échoué : ${link}`,
  },
  syncPaused: {
    subject: "La synchronisation de votre boutique est en pause : vous n’avez plus de crédits",
    needsCredits: (origin) => `La synchronisation de ${origin} a besoin de crédits pour créer de nouveaux audios.`,
    notPlayed:
      "Les produits dont l’audio ne correspond plus à leur page ne sont pas lus tant que leur nouvel audio n’est pas créé.",
    resume: (link) => `Achetez des crédits et la synchronisation reprend d’elle-même en quelques minutes : ${link}`,
  },
};
