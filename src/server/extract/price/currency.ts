/** Where a page is sold: region codes from its URL and language, used to resolve "$", "kr", "¥". */
export type CurrencyHints = {
  /** Lower-case ISO 3166 region codes, most specific first ("ca", "br"). */
  regions: string[];
  /** Primary language subtag ("pt", "ja"). */
  language?: string;
  /** A currency the page declares in structured data, if any. */
  declared?: string;
  /** The currency the shop's scripts report prices in (analytics data layer), if they agree on one. */
  pageCurrency?: string;
  /** The host's top-level domain ("co", "com"), even one sold as a generic name. */
  tld?: string;
};

// ISO 4217 codes we recognise when they appear as text ("GBP 11.19", "352 BYN").
const ISO_CODES = new Set(
  (
    "AED ARS AUD BAM BDT BGN BHD BRL BYN CAD CHF CLP CNY COP CRC CZK DKK DOP EGP EUR GBP GEL GHS GTQ HKD HNL HRK " +
    "HUF IDR ILS INR IQD ISK JOD JPY KES KRW KWD KZT LBP LKR MAD MDL MKD MXN MYR NGN NOK NZD OMR PEN PHP PKR PLN " +
    "PYG QAR RON RSD RUB SAR SEK SGD THB TND TRY TWD UAH USD UYU UZS VES VND ZAR"
  ).split(" "),
);

// Codes that appear in the wild but are not (or no longer) ISO 4217.
const CODE_ALIASES: Record<string, string> = { RUR: "RUB", BYR: "BYN", NIS: "ILS", RMB: "CNY", YEN: "JPY", NTD: "TWD" };

/** Parses "a:X b:Y" into a lookup table; keeps long tables readable on a few lines. */
function table(pairs: string): Record<string, string> {
  return Object.fromEntries(
    pairs
      .trim()
      .split(/\s+/)
      .map((p) => p.split(":") as [string, string]),
  );
}

// The currency of each country (ISO 3166 code, as in a ccTLD or a locale's region).
const REGION_CURRENCY = table(`
  us:USD ca:CAD mx:MXN br:BRL ar:ARS cl:CLP co:COP pe:PEN uy:UYU ve:VES gb:GBP uk:GBP ie:EUR de:EUR at:EUR
  fr:EUR it:EUR es:EUR pt:EUR nl:EUR be:EUR lu:EUR fi:EUR gr:EUR sk:EUR si:EUR ee:EUR lv:EUR lt:EUR mt:EUR
  cy:EUR hr:EUR ch:CHF li:CHF pl:PLN cz:CZK hu:HUF ro:RON bg:BGN rs:RSD se:SEK no:NOK dk:DKK is:ISK ru:RUB
  by:BYN ua:UAH kz:KZT tr:TRY il:ILS sa:SAR ae:AED qa:QAR kw:KWD eg:EGP ma:MAD za:ZAR ng:NGN ke:KES in:INR
  pk:PKR bd:BDT lk:LKR cn:CNY hk:HKD tw:TWD jp:JPY kr:KRW sg:SGD my:MYR id:IDR th:THB vn:VND ph:PHP au:AUD
  nz:NZD`);

// Languages spoken mainly in one currency area, for pages whose URL gives no region.
const LANGUAGE_REGION = table(`
  ja:jp ko:kr ru:ru pl:pl cs:cz hu:hu ro:ro bg:bg sv:se da:dk nb:no no:no uk:ua tr:tr he:il th:th vi:vn de:de
  fr:fr it:it es:es pt:pt nl:nl fi:fi el:gr sk:sk sl:si hr:hr et:ee lv:lv lt:lt`);

export function currencyForRegion(region: string | undefined): string | undefined {
  return region ? REGION_CURRENCY[region.toLowerCase()] : undefined;
}

/** Upper-case ISO code for a code-like string ("eur", "RUR"), or undefined. */
export function normaliseCurrencyCode(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const code = raw.trim().toUpperCase();
  if (CODE_ALIASES[code]) return CODE_ALIASES[code];
  return ISO_CODES.has(code) ? code : undefined;
}

/** Default currency of the first hinted region, then of the page language. */
export function currencyFromHints(hints: CurrencyHints): string | undefined {
  for (const r of hints.regions) {
    const c = currencyForRegion(r);
    if (c) return c;
  }
  return hints.pageCurrency ?? currencyForRegion(hints.language ? LANGUAGE_REGION[hints.language] : undefined);
}

// "C$", "NT$", "R$": the letters before a dollar sign name the currency.
const DOLLAR_PREFIXES = table(`
  US:USD CA:CAD C:CAD A:AUD AU:AUD NZ:NZD HK:HKD S:SGD SG:SGD NT:TWD MX:MXN R:BRL CL:CLP COL:COP AR:ARS UY:UYU RD:DOP`);

// Currencies written with a bare "$" at home.
const DOLLAR_CURRENCIES = new Set(["USD", "CAD", "AUD", "NZD", "HKD", "SGD", "TWD", "MXN", "CLP", "COP", "ARS", "UYU"]);

// Regions whose local currency is written with a bare "$".
const DOLLAR_REGIONS = new Set(["us", "ca", "au", "nz", "hk", "sg", "tw", "mx", "cl", "co", "ar", "uy", "ec", "sv"]);

/**
 * The currency a symbol or local word means on this page. Ambiguous signs ("$", "kr", "¥",
 * "руб.") are resolved with the page's region and language.
 */
export function currencyFromSymbol(symbol: string, hints: CurrencyHints): string | undefined {
  const s = symbol.trim();
  const code = normaliseCurrencyCode(s);
  if (code) return code;
  const dollar = /^([A-Za-z]{0,3})\s?\$$/.exec(s);
  if (dollar) {
    const prefix = dollar[1]?.toUpperCase() ?? "";
    if (prefix && DOLLAR_PREFIXES[prefix]) return DOLLAR_PREFIXES[prefix];
    if (
      hints.declared &&
      (hints.declared.endsWith("D") || ["MXN", "CLP", "COP", "ARS", "UYU", "TWD"].includes(hints.declared))
    ) {
      return hints.declared;
    }
    if (hints.pageCurrency && DOLLAR_CURRENCIES.has(hints.pageCurrency)) return hints.pageCurrency;
    const region = hints.regions.find((r) => DOLLAR_REGIONS.has(r));
    if (region) return REGION_CURRENCY[region];
    // ".co" is also sold as a generic name, but a Spanish page there with "$" prices is Colombian.
    if (hints.tld === "co" && (hints.language === "es" || hints.language === undefined)) return "COP";
    return "USD";
  }
  const lower = s.toLowerCase().replace(/\.$/, "");
  const fixed = SYMBOL_CURRENCY[lower];
  if (fixed) return fixed;
  switch (lower) {
    case "₹":
    case "rs":
    case "₨":
      return hints.regions.includes("pk") || hints.declared === "PKR" ? "PKR" : "INR";
    case "₽":
    case "руб":
    case "р":
      return byRegion(hints, { by: "BYN" }, "RUB");
    case "¥":
    case "￥":
      return hints.language === "zh" || hints.regions.includes("cn") ? "CNY" : "JPY";
    case "元":
    case "圓":
      return byRegion(hints, { tw: "TWD", hk: "HKD" }, hints.declared === "TWD" ? "TWD" : "CNY");
    case "kr":
      return byRegion(hints, { se: "SEK", no: "NOK", dk: "DKK", is: "ISK" }, hints.declared ?? "SEK");
    case "r":
      return byRegion(hints, { za: "ZAR" }, undefined);
    default:
      return undefined;
  }
}

// Signs and words that always mean one currency.
const SYMBOL_CURRENCY: Record<string, string> = Object.fromEntries(
  Object.entries({
    EUR: "€ euro euros евро",
    GBP: "£",
    JPY: "円",
    KRW: "₩ 원",
    ILS: '₪ ש״ח ש"ח',
    SAR: "sr ر.س ريال",
    AED: "د.إ درهم",
    UAH: "₴ грн",
    TRY: "₺ tl",
    CHF: "fr chf",
    PLN: "zł zl",
    BYN: "br",
    CZK: "kč",
    HUF: "ft",
    RON: "lei",
    BGN: "лв",
    THB: "฿",
    VND: "₫",
    HRK: "kn",
    MYR: "rm",
    IDR: "rp",
    PHP: "₱",
    KZT: "₸ тг тенге tenge",
    NGN: "₦",
  }).flatMap(([code, signs]) => signs.split(" ").map((sign) => [sign, code])),
);

function byRegion(hints: CurrencyHints, map: Record<string, string>, fallback: string | undefined): string | undefined {
  for (const r of hints.regions) if (map[r]) return map[r];
  return fallback;
}

// Currencies normally written without minor units, where "1.320" or "2,900" means thousands.
export const ZERO_DECIMAL_CURRENCIES = new Set([
  "JPY",
  "KRW",
  "CLP",
  "TWD",
  "VND",
  "IDR",
  "HUF",
  "ISK",
  "PYG",
  "COP",
  "UZS",
]);
