import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) =>
  count === undefined ? "" : `, según ${count} ${count === 1 ? "opinión" : "opiniones"}`;

/** "y" becomes "e" before a word starting with the sound /i/ ("seguro e impermeable"). */
const andBefore = (next: string) => (/^h?i(?![aeou])/i.test(next) ? "e" : "y");

export const ES: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `${label}: ${value}.`,
  caseMidSentence: "sentence",
  joinList: (items) => {
    const last = items[items.length - 1] ?? "";
    if (items.length < 2) return last;
    return `${items.slice(0, -1).join(", ")} ${andBefore(last)} ${last}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `Te presentamos ${n}, de ${b}.`, (n, b) => `Conoce ${n}, de ${b}.`],
      warm: [(n, b) => `Hoy te presentamos ${n}, de la marca ${b}.`, (n, b) => `Descubre ${n}, de ${b}.`],
      lively: [(n, b) => `¿Buscas algo especial? Descubre ${n}, de ${b}.`, (n, b) => `¡Presentamos ${n}, de ${b}!`],
    },
    name: {
      plain: [(n) => `Te presentamos ${n}.`, (n) => `Conoce ${n}.`],
      warm: [(n) => `Hoy te presentamos ${n}.`, (n) => `Descubre ${n}.`],
      lively: [(n) => `¿Buscas algo especial? Descubre ${n}.`, (n) => `¡Presentamos ${n}!`],
    },
    brand: {
      plain: [(b) => `Te presentamos un producto de ${b}.`],
      warm: [(b) => `Hoy te presentamos una propuesta de ${b}.`],
      lively: [(b) => `¡Mira lo que trae ${b}!`],
    },
    generic: {
      plain: ["Te presentamos este producto."],
      warm: ["Hoy te contamos todo sobre este producto."],
      lively: ["¿Buscas algo especial? Sigue escuchando."],
    },
  },
  category: {
    plain: [(c) => `Pertenece a la categoría ${c}.`],
    warm: [(c) => `Es una gran opción dentro de la categoría ${c}.`],
    lively: [(c) => `¡Destaca en la categoría ${c}!`],
  },
  features: {
    plain: [
      (l) => `Entre sus características principales destacan: ${l}.`,
      (l) => `Sus características principales: ${l}.`,
    ],
    warm: [(l) => `Lo que ofrece: ${l}.`, (l) => `Entre sus puntos fuertes: ${l}.`],
    lively: [(l) => `Te va a encantar: ${l}.`, (l) => `Y mira todo lo que ofrece: ${l}.`],
  },
  featureLead: {
    plain: ["", "Además,"],
    warm: ["Además,", "Por si fuera poco,"],
    lively: ["¡Y eso no es todo!", "Y lo mejor:"],
  },
  detailsLead: {
    plain: [""],
    warm: ["Un dato importante:"],
    lively: ["¡Y hay más!"],
  },
  rating: {
    plain: [(v, best, count) => `Tiene una valoración de ${v} sobre ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Valoración media de los clientes: ${v} sobre ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `¡Una valoración de ${v} sobre ${best}${reviews(count)}!`],
  },
  price: {
    plain: [(p) => `Su precio es de ${p}.`],
    warm: [(p) => `Todo por ${p}.`, (p) => `Precio: ${p}.`],
    lively: [(p) => `¿Y el precio? Solo ${p}.`, (p) => `¡Todo esto por solo ${p}!`],
  },
  availability: {
    in_stock: {
      plain: ["Disponible en stock."],
      warm: ["Ya está disponible para pedir."],
      lively: ["¡Disponible ahora mismo!"],
    },
    out_of_stock: {
      plain: ["Sin existencias por el momento."],
      warm: ["Ahora mismo no hay existencias, así que vuelve a visitarnos pronto."],
      lively: ["Ahora mismo no hay existencias, ¡pero vuelve pronto!"],
    },
    preorder: {
      plain: ["Disponible en preventa."],
      warm: ["Ya puedes hacer tu reserva en preventa."],
      lively: ["¡La preventa ya está abierta!"],
    },
    backorder: {
      plain: ["Disponible bajo pedido."],
      warm: ["Disponible bajo pedido, así que ya puedes hacer tu pedido."],
      lively: ["Disponible bajo pedido, ¡haz tu pedido ya!"],
    },
    limited: {
      plain: ["Quedan pocas unidades."],
      warm: ["Las unidades son limitadas, así que no esperes demasiado."],
      lively: ["¡Quedan pocas unidades, date prisa!"],
    },
    discontinued: same("Ten en cuenta que este producto está descatalogado."),
  },
  closing: {
    buy: {
      plain: ["Haz tu pedido hoy mismo."],
      warm: ["No lo pienses más y haz tu pedido hoy.", "Date un gusto y haz tu pedido hoy."],
      lively: ["¡No lo dejes pasar, haz tu pedido hoy!", "¡Haz tu pedido ahora!"],
    },
    later: {
      plain: ["Gracias por escuchar."],
      warm: ["Gracias por escucharnos."],
      lively: ["¡Gracias por escucharnos!"],
    },
  },
};
