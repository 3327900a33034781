import { unicodeWords } from "./unicode-words";

/**
 * Sentences a shop puts on every page, not about the product: delivery offers, "buy it at",
 * price promises, store pickup, loyalty points, newsletters. Spoken in a product script they
 * sound like an ad for the shop ("…at Argos. Thousands of products for same day delivery").
 */
const SHOP_TALK = unicodeWords(
  new RegExp(
    [
      // English
      String.raw`\b(?:free|fast|same[- ]day|next[- ]day|express|standard|uk|home) (?:delivery|shipping)\b`,
      String.raw`\bdelivery (?:from|for) [£$€]`,
      String.raw`\bclick (?:&|and) collect\b`,
      String.raw`\beligible orders\b`,
      String.raw`\b(?:everyday|every day) low prices?\b`,
      String.raw`\b(?:low|lowest|best|great) (?:prices?|deals)\b`,
      String.raw`\bthousands of products\b`,
      String.raw`\b(?:shop|buy|order) (?:now|online|today)\b`,
      String.raw`\b(?:buy|shop|order|get)\b[^.!?]{0,80}\b(?:at|from|on) (?:the )?[\p{Lu}][\p{L}.'’]*(?:'s)? ?(?:book ?store|store|shop|online|website)?\s*[.!]?$`,
      String.raw`\bin[- ]store\b|\bpick ?up in store\b|\breserve (?:online|and collect)\b`,
      String.raw`\badd to (?:cart|basket|bag|list|wish ?list|registry)\b|\bapply now\b|\btransit time\b|\bshipping (?:method|costs?|options?)\b|\bcredit (?:information|approval|application)\b`,
      String.raw`\bonline (?:only|exclusive)\b|\bweb exclusive\b|\bexclusive to\b|\bnur online\b|\bexclusivité web\b`,
      String.raw`\b(?:money[- ]back|price match|returns? policy|free returns|sign up|newsletter|loyalty points|gift cards?)\b`,
      String.raw`\bdownload it once and read it\b|\bkindle (?:device|edition)\b|\buse features like\b`,
      // German
      String.raw`\b(?:kostenlose[rn]?|gratis) (?:versand|lieferung|rückversand)\b|\bversandkostenfrei\b`,
      String.raw`\bjetzt\b[^.!?]{0,60}\b(?:kaufen|bestellen|entdecken|sichern|shoppen)\b`,
      String.raw`\b(?:online|günstig) (?:kaufen|bestellen|shoppen)\b|\bim (?:online-?)?shop\b`,
      String.raw`\bbei [\p{Lu}][\p{L}.]*\s*(?:kaufen|bestellen|bestellt|erhältlich|online)\b`,
      String.raw`\b(?:top-?preise?|bestpreis|tiefpreis|rückgaberecht|kauf auf rechnung|ratenkauf)\b`,
      // French
      String.raw`\blivraison (?:gratuite|offerte|rapide|express|en 24|à domicile)\b|\bfrais de port\b`,
      String.raw`\b(?:achetez|commandez|découvrez)\b[^.!?]{0,80}\b(?:sur|chez|en ligne)\b`,
      String.raw`\b(?:meilleur prix|petits prix|prix bas|retrait (?:en magasin|gratuit)|satisfait ou remboursé)\b`,
      String.raw`\bsélection de\b[^.!?]{0,60}\bfaite pour vous\b`,
      // Spanish
      String.raw`\benvío (?:gratis|gratuito|rápido|en 24)\b`,
      String.raw`\bcompra\b[^.!?]{0,80}\b(?:en|online|ya|ahora)\b[^.!?]{0,20}$`,
      String.raw`\b(?:precios? bajos?|mejor precio|al mejor precio|devolución gratuita|recogida en tienda|miles de productos)\b`,
      String.raw`\btodos los días en\b`,
      // Italian
      String.raw`\bspedizione (?:gratuita|gratis|rapida|in 24)\b`,
      String.raw`\bacquista\b[^.!?]{0,80}\b(?:su|online|ora|subito)\b`,
      String.raw`\b(?:miglior prezzo|prezzi bassi|reso gratuito|ritiro in negozio|migliaia di prodotti)\b`,
      // Portuguese
      String.raw`\b(?:frete|envio|entrega) (?:grátis|gratuit[oa]|rápid[oa])\b`,
      String.raw`\bcompre\b[^.!?]{0,80}\b(?:na|no|em|online|já|agora)\b`,
      String.raw`\b(?:melhor preço|menor preço|preços? baixos?|retire na loja|sem juros|em até \d+x)\b`,
      // Japanese and Chinese
      String.raw`送料無料|ポイント\d*倍|ポイント還元|今すぐ購入|カートに入れ|最安値|購入はこちら|会員登録|翌日配送|あす楽`,
      String.raw`購物網|购物网|網購|网购|宅配|到府|商城|包邮|免运费|免運|立即购买|立即購買|加入购物车|加入購物車|七天无理由|领券|優惠券|优惠券|满减|官方旗舰店`,
    ].join("|"),
    "iu",
  ),
);

/** Prepositions before a shop's name when it is named as the seller: "at Argos", "bei OTTO", "chez Darty". */
const SELLER_PREPOSITION = String.raw`(?:at|from|on|via|bei|von|auf|im|chez|sur|en|da|su|em|na|no|presso)`;

export type ShopNames = readonly string[];

/** True when a sentence talks about the shop rather than the product. */
export function isBoilerplate(sentence: string, shops: ShopNames = []): boolean {
  // Shop talk is short; a run-on paragraph is judged by its start, which keeps this linear.
  const text = sentence.slice(0, MAX_CHECKED_CHARS);
  if (SHOP_TALK.test(text)) return true;
  return shops.some((shop) => shopPattern(shop).test(text));
}

const MAX_CHECKED_CHARS = 400;
const SHOP_PATTERNS = new Map<string, RegExp>();

function shopPattern(shop: string): RegExp {
  let pattern = SHOP_PATTERNS.get(shop);
  if (!pattern) {
    const escaped = shop.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = unicodeWords(new RegExp(String.raw`\b${escaped}(?:'s|’s)?\b`, "iu"));
    // Shop names repeat across requests; a small cache is enough.
    if (SHOP_PATTERNS.size > 500) SHOP_PATTERNS.clear();
    SHOP_PATTERNS.set(shop, pattern);
  }
  return pattern;
}

/**
 * Cuts the shop named as seller from the end of a product name: "Sofa Lina bei OTTO",
 * "Kettle at Argos", "Montre sur 3 SUISSES". The shop anywhere else in a name is left alone.
 */
export function stripShopFromName(name: string, shops: ShopNames): string {
  let out = name;
  for (const shop of shops) {
    const escaped = shop.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(
      unicodeWords(
        new RegExp(
          String.raw`\s*[-|–—,]?\s*\b${SELLER_PREPOSITION}\s+(?:the\s+)?${escaped}\b(?:\s+(?:online-?shop|online|store|shop|kaufen|bestellen))?\s*$`,
          "iu",
        ),
      ),
      "",
    );
  }
  // Any shop, named or not, with the verb that gives it away: "– jetzt bei OTTO bestellen".
  out = out.replace(
    /\s*[-|–—,]?\s*(?:jetzt\s+|now\s+)?(?:bei|at|from|chez|sur|en|da|su|em|na)\s+\p{Lu}[\p{L}.]*\s+(?:kaufen|bestellen|shoppen|online(?:-?shop)?|acheter|commander|comprar|acquistare|comprare)\.?\s*$/iu,
    "",
  );
  return out.trim() || name;
}
