import type { LanguageRegisters } from "./types";

const de = (b: string | undefined) => (b ? `, de ${b}` : "");

export const ES_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "¿Sus puntos fuertes?",
  professional: {
    intro: {
      calm: [(n, b) => `Te presentamos ${n}${de(b)}.`, (n, b) => `Presentamos ${n}${de(b)}.`],
      lively: [(n, b) => `¿Buscas una opción fiable? Descubre ${n}${de(b)}.`],
    },
    factQuestion: "¿Sus puntos fuertes?",
    features: { calm: [(l) => `Características principales: ${l}.`], lively: [(l) => `Ofrece ${l}.`] },
    price: { calm: [(p) => `Precio: ${p}.`], lively: [(p) => `Todo ello por ${p}.`] },
    closing: { calm: ["Haz tu pedido hoy."], lively: ["Realiza tu pedido hoy mismo."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `¡Hola, ${n}${de(b)}!`],
      lively: [(n, b) => `¡Redoble de tambores! Llega ${n}${de(b)}.`, (n, b) => `¿Adivina quién llegó? ¡${n}${de(b)}!`],
    },
    factQuestion: "¿Y lo más divertido?",
    features: {
      calm: [(l) => `Lo mejor: ${l}.`],
      lively: [(l) => `¡Atento a esto: ${l}!`, (l) => `¡Mira lo que trae: ${l}!`],
    },
    price: { calm: [(p) => `Por solo ${p}.`], lively: [(p) => `¿Y el precio? ¡Solo ${p}!`] },
    closing: { calm: ["¡Al carrito!"], lively: ["¡Date un capricho hoy mismo!"] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Descubre ${n}${de(b)}.`],
      lively: [(n, b) => `Para los más exigentes: ${n}${de(b)}.`, (n, b) => `Date el gusto de ${n}${de(b)}.`],
    },
    factQuestion: "¿Qué marca la diferencia?",
    features: { calm: [(l) => `Detalles refinados: ${l}.`], lively: [(l) => `Cada detalle cuenta: ${l}.`] },
    price: { calm: [(p) => `Disponible por ${p}.`], lively: [(p) => `Un toque de lujo por ${p}.`] },
    closing: { calm: ["Haz tu pedido hoy."], lively: ["Regálate algo excepcional hoy mismo."] },
  },
};
