import type { LanguageRegisters } from "./types";

const by = (b: string | undefined) => (b ? ` by ${b}` : "");

export const EN_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "What makes it special?",
  professional: {
    intro: {
      calm: [(n, b) => `Introducing ${n}${by(b)}.`, (n, b) => `Here is an overview of ${n}${by(b)}.`],
      lively: [
        (n, b) => `Looking for a dependable choice? Consider ${n}${by(b)}.`,
        (n, b) => `Meet ${n}${by(b)}, a choice worth considering.`,
      ],
    },
    factQuestion: "What sets it apart?",
    features: {
      calm: [(l) => `Key specifications include ${l}.`],
      lively: [(l) => `It offers ${l}.`, (l) => `Highlights include ${l}.`],
    },
    price: { calm: [(p) => `It is priced at ${p}.`], lively: [(p) => `All this is available for ${p}.`] },
    closing: { calm: ["You can order it today."], lively: ["Place your order today."] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `Say hi to ${n}${by(b)}!`],
      lively: [(n, b) => `Drumroll, please: ${n}${by(b)}!`, (n, b) => `Guess what just landed? ${n}${by(b)}!`],
    },
    factQuestion: "So, what's the fun part?",
    features: {
      calm: [(l) => `Here's the good stuff: ${l}.`],
      lively: [(l) => `Get this: ${l}!`, (l) => `Check this out: ${l}!`],
    },
    price: {
      calm: [(p) => `It's yours for ${p}.`],
      lively: [(p) => `The price? Just ${p}!`, (p) => `And it's all yours for ${p}!`],
    },
    closing: {
      calm: ["Go on, add it to your cart."],
      lively: ["Go on, treat yourself today!", "Grab yours before someone else does!"],
    },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `Discover ${n}${by(b)}.`, (n, b) => `Presenting ${n}${by(b)}.`],
      lively: [(n, b) => `For those who expect the exceptional: ${n}${by(b)}.`, (n, b) => `Indulge in ${n}${by(b)}.`],
    },
    factQuestion: "What makes it exceptional?",
    features: {
      calm: [(l) => `Refined details include ${l}.`],
      lively: [(l) => `Every detail counts: ${l}.`, (l) => `Savor the details: ${l}.`],
    },
    price: { calm: [(p) => `It is offered at ${p}.`], lively: [(p) => `It can be yours for ${p}.`] },
    closing: {
      calm: ["Order yours today."],
      lively: ["Treat yourself to something truly special today.", "Make it yours today."],
    },
  },
};
