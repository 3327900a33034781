import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) => (count === undefined ? "" : `，共有${count}条评价`);

/** Simplified Chinese in the friendly register of e-commerce live streams and product videos. */
export const ZH: PhraseBook = {
  sentenceGap: "",
  fullStop: "。",
  specRow: (label, value) => `${label}：${value}。`,
  caseMidSentence: "none",
  joinList: (items) => {
    if (items.length <= 2) return items.join("和");
    return `${items.slice(0, -1).join("、")}以及${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `为您介绍${b}的${n}。`],
      warm: [(n, b) => `今天为您推荐${b}的${n}。`, (n, b) => `来认识一下${b}的${n}吧。`],
      lively: [(n, b) => `重磅推荐！${b}的${n}来了！`, (n, b) => `想找点特别的？快来看看${b}的${n}！`],
    },
    name: {
      plain: [(n) => `为您介绍${n}。`],
      warm: [(n) => `今天为您推荐${n}。`, (n) => `来认识一下${n}吧。`],
      lively: [(n) => `重磅推荐！${n}来了！`, (n) => `想找点特别的？快来看看${n}！`],
    },
    brand: {
      plain: [(b) => `为您介绍一款${b}的产品。`],
      warm: [(b) => `今天为您推荐一款${b}的好物。`],
      lively: [(b) => `${b}好物来了！`],
    },
    generic: {
      plain: ["为您介绍这款产品。"],
      warm: ["今天带您详细了解这款产品。"],
      lively: ["想找点特别的？一起来看看吧！"],
    },
  },
  category: {
    plain: [(c) => `它属于${c}类别。`],
    warm: [(c) => `在${c}类别中，它是一个不错的选择。`],
    lively: [(c) => `在${c}类别中，它绝对是亮眼之选！`],
  },
  features: {
    plain: [(l) => `主要特点包括：${l}。`],
    warm: [(l) => `它的亮点有：${l}。`],
    lively: [(l) => `这些亮点你一定会喜欢：${l}！`],
  },
  featureLead: {
    plain: ["", "此外，"],
    warm: ["此外，", "不仅如此，"],
    lively: ["还不止这些！", "更棒的是，"],
  },
  detailsLead: {
    plain: [""],
    warm: ["温馨提示："],
    lively: ["还有惊喜！"],
  },
  rating: {
    plain: [(v, best, count) => `它的评分为${v}分，满分${best}分${reviews(count)}。`],
    warm: [(v, best, count) => `顾客给出了${v}分的评价，满分${best}分${reviews(count)}。`],
    lively: [(v, best, count) => `顾客评分高达${v}分，满分${best}分${reviews(count)}！`],
  },
  price: {
    plain: [(p) => `售价${p}。`],
    warm: [(p) => `价格为${p}。`],
    lively: [(p) => `只需${p}，就能把它带回家！`],
  },
  availability: {
    in_stock: {
      plain: ["目前有现货。"],
      warm: ["现货供应，欢迎下单。"],
      lively: ["现货供应，马上下单吧！"],
    },
    out_of_stock: {
      plain: ["目前暂时缺货。"],
      warm: ["目前暂时缺货，敬请期待补货。"],
      lively: ["目前暂时缺货，补货后记得来看看！"],
    },
    preorder: {
      plain: ["现已开放预订。"],
      warm: ["现在就可以预订。"],
      lively: ["预订通道已开启，快来预订吧！"],
    },
    backorder: {
      plain: ["目前可接受预订，到货后发货。"],
      warm: ["目前可以先下单，到货后为您发货。"],
      lively: ["现在即可下单，到货后为您发货！"],
    },
    limited: {
      plain: ["库存有限。"],
      warm: ["库存有限，欲购从速。"],
      lively: ["库存有限，手慢无！"],
    },
    discontinued: same("请注意，该商品已停产。"),
  },
  closing: {
    buy: {
      plain: ["欢迎选购。"],
      warm: ["赶快把它加入购物车吧。", "欢迎选购，不要错过。"],
      lively: ["心动不如行动，赶快下单吧！", "还等什么？马上加入购物车吧！"],
    },
    later: {
      plain: ["感谢收听。"],
      warm: ["感谢您的收听。"],
      lively: ["感谢收听！"],
    },
  },
};
