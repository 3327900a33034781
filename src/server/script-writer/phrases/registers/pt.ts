import type { LanguageRegisters } from "./types";

const da = (b: string | undefined) => (b ? `, da marca ${b}` : "");

export const PT_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "Os destaques?",
  professional: {
    intro: {
      calm: [(n, b) => `Apresentamos ${n}${da(b)}.`],
      lively: [(n, b) => `Procurando uma opção confiável? Conheça ${n}${da(b)}.`],
    },
    factQuestion: "Os diferenciais?",
    features: { calm: [(l) => `Principais características: ${l}.`], lively: [(l) => `Oferece ${l}.`] },
    price: { calm: [(p) => `Preço: ${p}.`], lively: [(p) => `Tudo isso por ${p}.`] },
    closing: { calm: ["Faça seu pedido hoje."], lively: ["Faça seu pedido hoje mesmo."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `Oi, ${n}${da(b)}!`],
      lively: [(n, b) => `Rufem os tambores: chegou ${n}${da(b)}!`, (n, b) => `Adivinha quem chegou? ${n}${da(b)}!`],
    },
    factQuestion: "E a parte mais divertida?",
    features: { calm: [(l) => `O melhor: ${l}.`], lively: [(l) => `Olha só: ${l}!`] },
    price: { calm: [(p) => `Por apenas ${p}.`], lively: [(p) => `E o preço? Só ${p}!`] },
    closing: { calm: ["Direto para o carrinho!"], lively: ["Vai, se dê esse presente hoje!"] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Descubra ${n}${da(b)}.`],
      lively: [(n, b) => `Para quem exige o melhor: ${n}${da(b)}.`, (n, b) => `Permita-se ${n}${da(b)}.`],
    },
    factQuestion: "O que faz a diferença?",
    features: { calm: [(l) => `Detalhes refinados: ${l}.`], lively: [(l) => `Cada detalhe importa: ${l}.`] },
    price: { calm: [(p) => `Disponível por ${p}.`], lively: [(p) => `Um toque de luxo por ${p}.`] },
    closing: { calm: ["Faça seu pedido hoje."], lively: ["Presenteie-se com algo excepcional hoje."] },
  },
};
