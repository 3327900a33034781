import type { MaterialKey } from "../script-writer/facts/lexicon";

/**
 * Materials the check reads beyond the writer's lexicon (script-writer/facts/lexicon.ts), in the
 * 8 languages: the writer does not say these (it has no safe phrasing for them yet), but a
 * copywriter or a language model does ("made of rubber", "hecho de caucho", "竹製"), and an
 * invented one is as much a claim as an invented "stainless steel". Matched on lower-case text.
 * `within` names the writer's materials that contain this one ("steel" is said of stainless steel).
 */
export type ExtraMaterial = { match: RegExp; within?: MaterialKey[] };

export const EXTRA_MATERIALS: Record<string, ExtraMaterial> = {
  rubber: {
    match: /\brubber\b|\bgummi\b|\bcaoutchouc\b|\bcaucho\b|\bgomma\b|\bborracha\b|ゴム(?!印)|橡胶|橡膠/u,
  },
  plastic: {
    match:
      /\bplastics?\b|\bkunststoff\w*|\bplastik\b|\bplastique\b|\bplástico\b|\bplastica\b|\bplástica\b|プラスチック|塑料|塑膠/u,
  },
  steel: {
    match: /\bsteel\b|\bstahl\b|\bacier\b|\bacero\b|\bacciaio\b|\baço\b|スチール|(?<!不锈|不鏽)钢|(?<!不锈|不鏽)鋼/u,
    within: ["stainlessSteel"],
  },
  bambooCjk: {
    match: /竹製|竹制|竹子|竹材|竹纤维|竹繊維|竹編|竹编/u,
    within: ["bamboo"],
  },
  paper: {
    match: /\bpaper\b|\bpapier\b|\bpapel\b|紙製|纸质|紙質/u,
  },
  suede: {
    match: /\bsuede\b|wildleder|\bdaim\b|\bscamosciato\b|\bcamurca\b|\bcamurça\b|スエード|麂皮/u,
    within: ["leather"],
  },
  latex: { match: /\blatex\b|\blátex\b|\blattice\b|ラテックス|乳胶|乳膠/u },
  coconut: { match: /\bcoconut\b|\bcoir\b|\bkokos\w*|\bcoco\b|\bcocco\b|ココナッツ|ヤシ|椰/u },
  jute: { match: /\bjute\b|\byute\b|ジュート|黄麻/u },
  rattan: { match: /\brattan\b|\brotin\b|\bratán\b|\bvime\b|\bwicker\b|ラタン|藤编|藤編/u },
  cork: { match: /\bcork\b|\bkork\b|\bliège\b|\bcorcho\b|\bsughero\b|\bcortiça\b|コルク|软木|軟木/u },
  acrylic: { match: /\bacrylic\b|\bacryl\w*|\bacrylique\b|\bacrílico\b|\bacrilico\b|アクリル|亚克力|壓克力/u },
  carbonFibre: {
    match:
      /\bcarbon[- ]?fib(?:re|er)\b|\bkohlefaser\w*|\bfibre de carbone\b|\bfibra de carbono\b|\bfibra di carbonio\b|カーボンファイバー|碳纤维|碳纖維/u,
  },
  denim: { match: /\bdenim\b|\bjeansstoff\b|\bmezclilla\b|デニム|牛仔布/u },
  down: {
    match: /\bgoose down\b|\bduck down\b|\bdaunen\w*|\bduvet d'oie\b|\bplumón\b|\bpiumino d'oca\b|羽绒|羽絨/u,
  },
};
