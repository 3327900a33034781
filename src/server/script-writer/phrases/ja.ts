import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) => (count === undefined ? "" : `、レビューは${count}件`);

/** Polite shop register (です・ます), as Japanese product videos and store announcements use. */
export const JA: PhraseBook = {
  sentenceGap: "",
  fullStop: "。",
  specRow: (label, value) => `${label}は${value}です。`,
  caseMidSentence: "none",
  joinList: (items) => {
    if (items.length <= 2) return items.join("と");
    return `${items.slice(0, -1).join("、")}、そして${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `${b}の「${n}」をご紹介します。`],
      warm: [(n, b) => `今回ご紹介するのは、${b}の「${n}」です。`, (n, b) => `${b}から、「${n}」のご紹介です。`],
      lively: [
        (n, b) => `お待たせしました！${b}の「${n}」の登場です！`,
        (n, b) => `特別なアイテムをお探しの方に、${b}の「${n}」をご紹介します！`,
      ],
    },
    name: {
      plain: [(n) => `「${n}」をご紹介します。`],
      warm: [(n) => `今回ご紹介するのは「${n}」です。`],
      lively: [
        (n) => `お待たせしました！「${n}」の登場です！`,
        (n) => `特別なアイテムをお探しの方に、「${n}」をご紹介します！`,
      ],
    },
    brand: {
      plain: [(b) => `${b}の商品をご紹介します。`],
      warm: [(b) => `今回は${b}の商品をご紹介します。`],
      lively: [(b) => `${b}から、注目のアイテムをご紹介します！`],
    },
    generic: {
      plain: ["こちらの商品をご紹介します。"],
      warm: ["今回はこちらの商品をじっくりご紹介します。"],
      lively: ["特別なアイテムをお探しの方、必見です！"],
    },
  },
  category: {
    plain: [(c) => `カテゴリーは${c}です。`],
    warm: [(c) => `${c}の中でも、おすすめの一品です。`],
    lively: [(c) => `${c}の中でも、注目の一品です！`],
  },
  features: {
    plain: [(l) => `主な特長は、${l}です。`],
    warm: [(l) => `魅力のポイントは、${l}です。`],
    lively: [(l) => `注目のポイントは、${l}です！`],
  },
  featureLead: {
    plain: ["", "また、"],
    warm: ["さらに、"],
    lively: ["それだけではありません。", "さらに、"],
  },
  detailsLead: {
    plain: [""],
    warm: ["ここで、ご案内です。"],
    lively: ["さらに、うれしいお知らせです！"],
  },
  rating: {
    plain: [(v, best, count) => `評価は${best}点満点中${v}点${reviews(count)}です。`],
    warm: [(v, best, count) => `お客様からの評価は${best}点満点中${v}点${reviews(count)}です。`],
    lively: [(v, best, count) => `お客様の評価は、${best}点満点中${v}点${reviews(count)}です！`],
  },
  price: {
    plain: [(p) => `価格は${p}です。`],
    warm: [(p) => `お値段は${p}です。`],
    lively: [(p) => `気になるお値段は、なんと${p}です！`],
  },
  availability: {
    in_stock: {
      plain: ["現在、在庫がございます。"],
      warm: ["在庫がございますので、すぐにご注文いただけます。"],
      lively: ["在庫あり、今すぐご注文いただけます！"],
    },
    out_of_stock: {
      plain: ["現在、在庫切れとなっております。"],
      warm: ["現在は在庫切れですが、入荷をお待ちください。"],
      lively: ["ただいま在庫切れ、入荷をお楽しみに！"],
    },
    preorder: {
      plain: ["現在、予約受付中です。"],
      warm: ["ただいまご予約を承っております。"],
      lively: ["ただいま予約受付中、お早めにどうぞ！"],
    },
    backorder: {
      plain: ["現在、お取り寄せとなっております。"],
      warm: ["お取り寄せでのご注文を承っております。"],
      lively: ["お取り寄せで、今すぐご注文いただけます！"],
    },
    limited: {
      plain: ["在庫は残りわずかです。"],
      warm: ["在庫は残りわずかですので、お早めにどうぞ。"],
      lively: ["在庫は残りわずか、お見逃しなく！"],
    },
    discontinued: same("なお、こちらの商品は販売終了となっております。"),
  },
  closing: {
    buy: {
      plain: ["ご購入をご検討ください。", "ぜひお買い求めください。"],
      warm: ["ぜひこの機会にお買い求めください。", "ぜひカートに入れてみてください。"],
      lively: ["この機会をお見逃しなく、今すぐチェックしてください！", "今すぐカートに入れて、お楽しみください！"],
    },
    later: {
      plain: ["お聞きいただき、ありがとうございました。"],
      warm: ["最後までお聞きいただき、ありがとうございました。"],
      lively: ["お聞きいただき、ありがとうございました！"],
    },
  },
};
