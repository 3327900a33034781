import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "lettore", member: "membro", admin: "amministratore", owner: "proprietario" } as const;

export const IT: EmailTexts = {
  pasteLink: "Oppure incolla questo link nel browser:",
  signOff: "— Il team di ShelfTalk",
  confirmation: {
    subject: "Conferma il tuo account ShelfTalk",
    title: "Conferma il tuo indirizzo email",
    intro:
      "Ciao, grazie per la registrazione. Conferma la tua email per attivare l’account e ricevere il tuo primo credito audio gratuito.",
    action: "Conferma la mia email",
    outro: "Se non hai creato un account ShelfTalk, puoi ignorare questa email. Il link scade tra 24 ore.",
  },
  passwordReset: {
    subject: "Reimposta la tua password di ShelfTalk",
    title: "Reimposta la password",
    intro: "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ShelfTalk.",
    action: "Scegli una nuova password",
    outro: "Se non l’hai richiesto tu, ignora questa email: la tua password resta la stessa. Il link scade tra 1 ora.",
  },
  invitation: {
    subject: "Sei stato invitato in uno spazio di lavoro ShelfTalk",
    title: "Unisciti a uno spazio di lavoro su ShelfTalk",
    intro: (role) =>
      `Sei stato invitato a unirti a uno spazio di lavoro ShelfTalk con il ruolo di ${ROLES[role]}. Accedi o registrati con questo indirizzo email per accettare.`,
    action: "Vedi l’invito",
    outro: "Se non te lo aspettavi, puoi ignorare questa email. Il link funziona una sola volta e scade tra 7 giorni.",
  },
  receipt: {
    subject: (invoice) => `La tua ricevuta ShelfTalk ${invoice}`,
    thanks: "Grazie per il tuo acquisto.",
    invoice: (invoice) => `Fattura: ${invoice}`,
    pack: (name, credits) => `Pacchetto: ${name} (${credits} crediti)`,
    amount: (amount) => `Importo pagato: ${amount}`,
    date: (date) => `Data: ${date}`,
    yourInvoice: (link) => `La tua fattura: ${link}`,
    stripeInvoice: (link) => `Fattura Stripe: ${link}`,
    neverExpire: "I crediti non scadono mai.",
  },
  batchDone: {
    subject: (made, total) => `Il tuo catalogo parla: ${made} audio su ${total} pronti`,
    finished: (total) => `Il tuo lotto di ${total} prodotti è terminato.`,
    made: (made, failed) =>
      `Audio disponibili in I miei audio: ${made}${failed !== undefined ? `. Non creati (i loro crediti non sono stati spesi): ${failed}.` : "."}`,
    see: (link) => `Vedi il lotto, scarica lo ZIP o riprova ciò che non è riuscito: ${link}`,
  },
  syncPaused: {
    subject: "La sincronizzazione del tuo negozio è in pausa: hai esaurito i crediti",
    needsCredits: (origin) => `La sincronizzazione di ${origin} ha bisogno di altri crediti per creare nuovi audio.`,
    notPlayed:
      "I prodotti il cui audio non corrisponde più alla pagina non vengono riprodotti finché il nuovo audio non è pronto.",
    resume: (link) => `Acquista crediti e la sincronizzazione riprende da sola entro pochi minuti: ${link}`,
  },
};
