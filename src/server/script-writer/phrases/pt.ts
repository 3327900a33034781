import { same, type PhraseBook } from "./types";

const reviews = (count: number | undefined) =>
  count === undefined ? "" : `, com base em ${count} ${count === 1 ? "avaliação" : "avaliações"}`;

/** Written for Brazilian listeners ("você", "estoque"), the larger Portuguese-speaking market. */
export const PT: PhraseBook = {
  sentenceGap: " ",
  fullStop: ".",
  specRow: (label, value) => `${label}: ${value}.`,
  caseMidSentence: "sentence",
  joinList: (items) => {
    if (items.length <= 2) return items.join(" e ");
    return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
  },
  intro: {
    nameAndBrand: {
      plain: [(n, b) => `Conheça ${n}, da marca ${b}.`, (n, b) => `Apresentamos ${n}, da marca ${b}.`],
      warm: [(n, b) => `Descubra ${n}, da marca ${b}.`, (n, b) => `Hoje apresentamos ${n}, da marca ${b}.`],
      lively: [
        (n, b) => `Procurando algo especial? Conheça ${n}, da marca ${b}!`,
        (n, b) => `Olha só: ${n}, da marca ${b}!`,
      ],
    },
    name: {
      plain: [(n) => `Conheça ${n}.`, (n) => `Apresentamos ${n}.`],
      warm: [(n) => `Descubra ${n}.`, (n) => `Hoje apresentamos ${n}.`],
      lively: [(n) => `Procurando algo especial? Conheça ${n}!`, (n) => `Olha só: ${n}!`],
    },
    brand: {
      plain: [(b) => `Conheça este produto da marca ${b}.`],
      warm: [(b) => `Descubra este produto da marca ${b}.`],
      lively: [(b) => `Olha só o que a marca ${b} preparou!`],
    },
    generic: {
      plain: ["Conheça este produto."],
      warm: ["Vamos conhecer este produto de perto."],
      lively: ["Procurando algo especial? Então ouça só!"],
    },
  },
  category: {
    plain: [(c) => `Faz parte da categoria ${c}.`],
    warm: [(c) => `Uma ótima escolha na categoria ${c}.`],
    lively: [(c) => `Um destaque na categoria ${c}!`],
  },
  features: {
    plain: [(l) => `Principais características: ${l}.`],
    warm: [(l) => `Entre os destaques: ${l}.`, (l) => `O que oferece: ${l}.`],
    lively: [(l) => `Você vai adorar: ${l}!`, (l) => `Veja tudo o que você ganha: ${l}!`],
  },
  featureLead: {
    plain: ["", "Além disso,"],
    warm: ["Além disso,", "E mais:"],
    lively: ["E não para por aí:", "Melhor ainda:"],
  },
  detailsLead: {
    plain: [""],
    warm: ["Vale saber:"],
    lively: ["E tem mais:"],
  },
  rating: {
    plain: [(v, best, count) => `Tem avaliação de ${v} de ${best}${reviews(count)}.`],
    warm: [(v, best, count) => `Os clientes dão nota ${v} de ${best}${reviews(count)}.`],
    lively: [(v, best, count) => `Nota ${v} de ${best} dos clientes${reviews(count)}!`],
  },
  price: {
    plain: [(p) => `O preço é de ${p}.`],
    warm: [(p) => `Sai por ${p}.`, (p) => `Você leva por ${p}.`],
    lively: [(p) => `E o preço? Apenas ${p}!`, (p) => `Tudo isso por apenas ${p}!`],
  },
  availability: {
    in_stock: {
      plain: ["Disponível em estoque."],
      warm: ["Disponível em estoque para pedido imediato."],
      lively: ["Em estoque agora, aproveite!"],
    },
    out_of_stock: {
      plain: ["Sem estoque no momento."],
      warm: ["Sem estoque no momento, volte em breve."],
      lively: ["Sem estoque no momento, mas volte em breve!"],
    },
    preorder: {
      plain: ["Disponível em pré-venda."],
      warm: ["Já está em pré-venda."],
      lively: ["Garanta já na pré-venda!"],
    },
    backorder: {
      plain: ["Disponível sob encomenda."],
      warm: ["Disponível sob encomenda, e você já pode fazer seu pedido."],
      lively: ["Disponível sob encomenda, faça já seu pedido!"],
    },
    limited: {
      plain: ["Estoque limitado."],
      warm: ["Estoque limitado, não deixe para depois."],
      lively: ["Estoque limitado, corra!"],
    },
    discontinued: same("Atenção: este produto foi descontinuado."),
  },
  closing: {
    buy: {
      plain: ["Faça seu pedido hoje.", "Adicione ao carrinho hoje mesmo."],
      warm: ["Dê um presente a si mesmo e faça seu pedido hoje.", "Adicione ao carrinho hoje mesmo."],
      lively: ["Não perca, faça seu pedido agora!", "Corra e adicione ao carrinho agora!"],
    },
    later: {
      plain: ["Obrigado por ouvir."],
      warm: ["Obrigado pela atenção."],
      lively: ["Obrigado por ouvir!"],
    },
  },
};
