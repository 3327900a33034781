import type { EmailTexts } from "../email-texts";

const ROLES = { viewer: "lector", member: "miembro", admin: "administrador", owner: "propietario" } as const;

export const ES: EmailTexts = {
  pasteLink: "O pega este enlace en tu navegador:",
  signOff: "— El equipo de ShelfTalk",
  confirmation: {
    subject: "Confirma tu cuenta de ShelfTalk",
    title: "Confirma tu dirección de correo",
    intro:
      "Hola, gracias por registrarte. Confirma tu correo para activar tu cuenta y recibir tu primer crédito de audio gratis.",
    action: "Confirmar mi correo",
    outro: "Si no creaste una cuenta de ShelfTalk, puedes ignorar este correo. El enlace caduca en 24 horas.",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de ShelfTalk",
    title: "Restablece tu contraseña",
    intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ShelfTalk.",
    action: "Elegir una contraseña nueva",
    outro: "Si no lo pediste, ignora este correo: tu contraseña no cambia. El enlace caduca en 1 hora.",
  },
  invitation: {
    subject: "Te han invitado a un espacio de trabajo de ShelfTalk",
    title: "Únete a un espacio de trabajo en ShelfTalk",
    intro: (role) =>
      `Te han invitado a unirte a un espacio de trabajo de ShelfTalk con el rol de ${ROLES[role]}. Inicia sesión o regístrate con esta dirección de correo para aceptar.`,
    action: "Ver la invitación",
    outro: "Si no lo esperabas, puedes ignorar este correo. El enlace funciona una vez y caduca en 7 días.",
  },
  receipt: {
    subject: (invoice) => `Tu recibo de ShelfTalk ${invoice}`,
    thanks: "Gracias por tu compra.",
    invoice: (invoice) => `Factura: ${invoice}`,
    pack: (name, credits) => `Paquete: ${name} (${credits} créditos)`,
    amount: (amount) => `Importe pagado: ${amount}`,
    date: (date) => `Fecha: ${date}`,
    yourInvoice: (link) => `Tu factura: ${link}`,
    stripeInvoice: (link) => `Factura de Stripe: ${link}`,
    neverExpire: "Los créditos no caducan nunca.",
  },
  batchDone: {
    subject: (made, total) => `Tu catálogo ya habla: ${made} de ${total} audios listos`,
    finished: (total) => `Tu lote de ${total} productos ha terminado.`,
    made: (made, failed) =>
      `Audios disponibles en Mis audios: ${made}${failed !== undefined ? `. No se pudieron crear (sus créditos no se gastaron): ${failed}.` : "."}`,
    see: (link) => `Ve el lote, descarga el ZIP o reintenta lo que falló: ${link}`,
  },
  syncPaused: {
    subject: "La sincronización de tu tienda está en pausa: no te quedan créditos",
    needsCredits: (origin) => `La sincronización de ${origin} necesita más créditos para crear audios nuevos.`,
    notPlayed:
      "Los productos cuyo audio ya no coincide con su página no se reproducen hasta que se cree su nuevo audio.",
    resume: (link) => `Compra créditos y la sincronización se reanuda sola en pocos minutos: ${link}`,
  },
};
