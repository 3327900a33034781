import type { LanguageRegisters } from "./types";

const of = (b: string | undefined) => (b ? `${b}の` : "");

export const JA_REGISTERS: LanguageRegisters = {
  friendlyQuestion: "魅力のポイントは？",
  professional: {
    intro: {
      calm: [(n, b) => `${of(b)}「${n}」についてご案内いたします。`],
      lively: [(n, b) => `信頼できる一品をお探しの方へ。${of(b)}「${n}」をご紹介いたします。`],
    },
    factQuestion: "その特長とは？",
    features: { calm: [(l) => `主な仕様は、${l}です。`], lively: [(l) => `${l}を備えています。`] },
    price: { calm: [(p) => `価格は${p}です。`], lively: [(p) => `こちらは${p}でご提供しております。`] },
    closing: { calm: ["ご注文をお待ちしております。"], lively: ["ぜひこの機会にご検討ください。"] },
  },
  playful: {
    intro: {
      calm: [(n, b) => `じゃーん！${of(b)}「${n}」です！`],
      lively: [
        (n, b) => `お待ちかね！${of(b)}「${n}」の登場です！`,
        (n, b) => `ドラムロールをどうぞ！${of(b)}「${n}」です！`,
      ],
    },
    factQuestion: "いちばん楽しいポイントは？",
    features: { calm: [(l) => `うれしいポイントは、${l}です。`], lively: [(l) => `注目！${l}です！`] },
    price: { calm: [(p) => `お値段は${p}です。`], lively: [(p) => `気になるお値段は、なんと${p}！`] },
    closing: { calm: ["さっそくカートへどうぞ！"], lively: ["今すぐゲットして、楽しんでください！"] },
  },
  luxurious: {
    intro: {
      calm: [(n, b) => `${of(b)}「${n}」をご紹介いたします。`],
      lively: [(n, b) => `本物を知る方へ。${of(b)}「${n}」をお届けします。`],
    },
    factQuestion: "特別な理由とは？",
    features: { calm: [(l) => `こだわりのポイントは、${l}です。`], lively: [(l) => `細部にまでこだわった、${l}。`] },
    price: { calm: [(p) => `価格は${p}です。`], lively: [(p) => `${p}で、特別なひとときを。`] },
    closing: { calm: ["ぜひお求めください。"], lively: ["特別な一品を、ぜひお手元に。"] },
  },
};
