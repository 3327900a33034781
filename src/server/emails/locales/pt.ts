import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "leitor", member: "membro", admin: "administrador", owner: "proprietário" } as const;

export const PT: EmailTexts = {
  pasteLink: "Ou cole este link no seu navegador:",
  signOff: "— A equipe ShelfTalk",
  confirmation: {
    subject: "Confirme sua conta ShelfTalk",
    title: "Confirme seu endereço de e-mail",
    intro:
      "Olá, obrigado por se cadastrar. Confirme seu e-mail para ativar sua conta e receber seu primeiro crédito de áudio grátis.",
    action: "Confirmar meu e-mail",
    outro: "Se você não criou uma conta ShelfTalk, pode ignorar este e-mail. O link expira em 24 horas.",
  },
  passwordReset: {
    subject: "Redefina sua senha do ShelfTalk",
    title: "Redefina sua senha",
    intro: "Recebemos um pedido para redefinir a senha da sua conta ShelfTalk.",
    action: "Escolher uma nova senha",
    outro: "Se você não pediu isso, ignore este e-mail: sua senha continua a mesma. O link expira em 1 hora.",
  },
  invitation: {
    subject: "Você foi convidado para um espaço de trabalho ShelfTalk",
    title: "Entre em um espaço de trabalho no ShelfTalk",
    intro: (role) =>
      `Você foi convidado para entrar em um espaço de trabalho ShelfTalk com a função de ${ROLES[role]}. Entre ou cadastre-se com este endereço de e-mail para aceitar.`,
    action: "Ver o convite",
    outro: "Se você não esperava isso, pode ignorar este e-mail. O link funciona uma vez e expira em 7 dias.",
  },
  receipt: {
    subject: (invoice) => `Seu recibo ShelfTalk ${invoice}`,
    thanks: "Obrigado pela sua compra.",
    invoice: (invoice) => `Fatura: ${invoice}`,
    pack: (name, credits) => `Pacote: ${name} (${credits} créditos)`,
    amount: (amount) => `Valor pago: ${amount}`,
    date: (date) => `Data: ${date}`,
    yourInvoice: (link) => `Sua fatura: ${link}`,
    stripeInvoice: (link) => `Fatura do Stripe: ${link}`,
    neverExpire: "Os créditos nunca expiram.",
  },
  batchDone: {
    subject: (made, total) => `Seu catálogo já fala: ${made} de ${total} áudios prontos`,
    finished: (total) => `Seu lote de ${total} produtos terminou.`,
    made: (made, failed) =>
      `Áudios disponíveis em Meus áudios: ${made}${failed !== undefined ? `. Não puderam ser criados (os créditos não foram gastos): ${failed}.` : "."}`,
    see: (link) => `Veja o lote, baixe o ZIP ou tente de novo o que falhou: ${link}`,
  },
  syncPaused: {
    subject: "A sincronização da sua loja está pausada: seus créditos acabaram",
    needsCredits: (origin) => `A sincronização de ${origin} precisa de mais créditos para criar novos áudios.`,
    notPlayed:
      "Os produtos cujo áudio não corresponde mais à página não são reproduzidos até que o novo áudio seja criado.",
    resume: (link) => `Compre créditos e a sincronização recomeça sozinha em poucos minutos: ${link}`,
  },
};
