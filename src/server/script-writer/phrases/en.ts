import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) =>
  count === undefined ? "" : ` across ${count} ${count === 1 ? "review" : "reviews"}`;

export const EN: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `The ${label} ${/[^s]s$/i.test(label) ? "are" : "is"} ${value}.`,
  caseMidSentence: "sentence",
  joinList: (items) => {
    if (items.length <= 2) return items.join(" and ");
    return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `This is ${n} from ${b}.`, (n, b) => `Meet ${n} from ${b}.`],
      warm: [(n, b) => `Let us introduce ${n} from ${b}.`, (n, b) => `Say hello to ${n} from ${b}.`],
      lively: [
        (n, b) => `Looking for something special? Meet ${n} from ${b}!`,
        (n, b) => `Here it is: ${n} from ${b}!`,
        (n, b) => `Get ready to fall for ${n} from ${b}!`,
      ],
    },
    name: {
      plain: [(n) => `This is ${n}.`, (n) => `Meet ${n}.`],
      warm: [(n) => `Let us introduce ${n}.`, (n) => `Say hello to ${n}.`],
      lively: [
        (n) => `Looking for something special? Meet ${n}!`,
        (n) => `Here it is: ${n}!`,
        (n) => `Get ready to fall for ${n}!`,
      ],
    },
    brand: {
      plain: [(b) => `Here is a product from ${b}.`],
      warm: [(b) => `Let's take a closer look at this product from ${b}.`],
      lively: [(b) => `Looking for something special? Check out this pick from ${b}!`],
    },
    generic: {
      plain: ["Here is a short overview of this product."],
      warm: ["Let's take a closer look at this product."],
      lively: ["Looking for something special? Listen up!"],
    },
  },
  category: {
    plain: [(c) => `It belongs to the ${c} category.`],
    warm: [(c) => `It's a great pick in the ${c} category.`],
    lively: [(c) => `It's a real standout in the ${c} category!`],
  },
  features: {
    plain: [(l) => `Key features include ${l}.`, (l) => `Its main features are ${l}.`],
    warm: [(l) => `Highlights include ${l}.`, (l) => `You get ${l}.`],
    lively: [(l) => `You'll love the highlights: ${l}.`, (l) => `Just look at what you get: ${l}!`],
  },
  featureLead: {
    plain: ["", "Also,"],
    warm: ["What's more,", "On top of that,"],
    lively: ["And that's not all:", "Even better,"],
  },
  detailsLead: {
    plain: [""],
    warm: ["Good to know:"],
    lively: ["Here's the best part:", "And there's more:"],
  },
  rating: {
    plain: [(v, best, count) => `It is rated ${v} out of ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Customers rate it ${v} out of ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `Shoppers give it ${v} out of ${best}${reviews(count)}!`],
  },
  price: {
    plain: [(p) => `It costs ${p}.`, (p) => `The price is ${p}.`],
    warm: [(p) => `It's priced at ${p}.`, (p) => `You can get it for ${p}.`],
    lively: [(p) => `And the price? Just ${p}!`, (p) => `All of this for only ${p}!`],
  },
  availability: {
    in_stock: {
      plain: ["It is in stock."],
      warm: ["It's in stock and ready to order."],
      lively: ["It's in stock and ready to go!"],
    },
    out_of_stock: {
      plain: ["It is currently out of stock."],
      warm: ["It's currently out of stock, so check back soon."],
      lively: ["It's out of stock right now, so keep an eye out for it!"],
    },
    preorder: {
      plain: ["It is available for preorder."],
      warm: ["You can preorder it now."],
      lively: ["Preorders are open now, so reserve yours today!"],
    },
    backorder: {
      plain: ["It is on backorder."],
      warm: ["It's on backorder, and you can order it now."],
      lively: ["It's on backorder, so order now to get in line!"],
    },
    limited: {
      plain: ["Stock is limited."],
      warm: ["Stock is limited, so don't wait too long."],
      lively: ["Stock is limited, so grab yours while you can!"],
    },
    discontinued: same("Please note that this product has been discontinued."),
  },
  closing: {
    buy: {
      plain: ["Order it today.", "Add it to your cart today."],
      warm: ["Treat yourself and order it today.", "Add it to your cart today and see the difference for yourself."],
      lively: ["Don't miss out, order yours today!", "Go ahead, add it to your cart today!"],
    },
    later: {
      plain: ["Thank you for listening."],
      warm: ["Thanks for listening."],
      lively: ["Thanks for listening!"],
    },
  },
};
