import type { LanguageRegisters } from "./types";

const of = (b: string | undefined) => (b ? `${b}的` : "");

export const ZH_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "它有哪些亮点呢？",
  professional: {
    intro: {
      calm: [(n, b) => `为您介绍${of(b)}${n}。`],
      lively: [(n, b) => `想找一款可靠的产品？不妨了解一下${of(b)}${n}。`],
    },
    factQuestion: "它有哪些优势？",
    features: { calm: [(l) => `主要参数包括${l}。`], lively: [(l) => `它具备${l}。`] },
    price: { calm: [(p) => `售价为${p}。`], lively: [(p) => `仅需${p}即可拥有。`] },
    closing: { calm: ["欢迎下单。"], lively: ["欢迎立即下单选购。"] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `嗨！${of(b)}${n}来啦！`],
      lively: [(n, b) => `锵锵锵！${of(b)}${n}闪亮登场！`],
    },
    factQuestion: "最好玩的是什么？",
    features: { calm: [(l) => `最棒的是：${l}。`], lively: [(l) => `快看：${l}！`] },
    price: { calm: [(p) => `只要${p}。`], lively: [(p) => `价格呢？只要${p}！`] },
    closing: { calm: ["赶快加入购物车吧！"], lively: ["心动不如行动，马上带回家！"] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `为您呈现${of(b)}${n}。`],
      lively: [(n, b) => `献给追求卓越的您：${of(b)}${n}。`],
    },
    factQuestion: "它的非凡之处在哪里？",
    features: { calm: [(l) => `精致细节包括${l}。`], lively: [(l) => `每一处细节都值得品味：${l}。`] },
    price: { calm: [(p) => `售价${p}。`], lively: [(p) => `${p}，尽享非凡品质。`] },
    closing: { calm: ["欢迎选购。"], lively: ["即刻拥有这份非凡之选。"] },
  },
};
