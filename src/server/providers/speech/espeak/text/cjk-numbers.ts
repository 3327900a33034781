/**
 * Numbers spelled out for Japanese (katakana) and Chinese (hanzi). espeak-ng's ja and
 * cmn rules read digits only up to 9999 (12800 comes out as "twelve thousand eight
 * hundred" in the wrong system) and drop decimal points, so we spell numbers ourselves.
 */

const JA_DIGITS = ["ゼロ", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ"] as const;
const JA_HUNDREDS: Record<number, string> = { 1: "ヒャク", 3: "サンビャク", 6: "ロッピャク", 8: "ハッピャク" };
const JA_THOUSANDS: Record<number, string> = { 1: "セン", 3: "サンゼン", 8: "ハッセン" };
const JA_MYRIADS = ["", "マン", "オク", "チョウ"] as const;

const ZH_DIGITS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"] as const;
const ZH_POSITIONS = ["", "十", "百", "千"] as const;
const ZH_MYRIADS = ["", "万", "亿", "万亿"] as const;

/** Past 10^16 nobody says the number; it is a code, read digit by digit. */
const MAX_SPELLED_DIGITS = 16;

function myriadGroups(digits: string): number[] {
  const groups: number[] = [];
  for (let end = digits.length; end > 0; end -= 4) groups.unshift(Number(digits.slice(Math.max(0, end - 4), end)));
  return groups;
}

function digitAt(n: number, position: number): number {
  return Math.floor(n / 10 ** position) % 10;
}

function japaneseGroup(n: number, hasMyriadUnit: boolean): string {
  let out = "";
  const thousands = digitAt(n, 3);
  if (thousands === 1 && hasMyriadUnit) out += "イッセン";
  else if (thousands) out += JA_THOUSANDS[thousands] ?? `${JA_DIGITS[thousands]}セン`;
  const hundreds = digitAt(n, 2);
  if (hundreds) out += JA_HUNDREDS[hundreds] ?? `${JA_DIGITS[hundreds]}ヒャク`;
  const tens = digitAt(n, 1);
  if (tens) out += tens === 1 ? "ジュウ" : `${JA_DIGITS[tens]}ジュウ`;
  const ones = digitAt(n, 0);
  if (ones) out += JA_DIGITS[ones];
  return out;
}

function readDigitsJapanese(digits: string): string {
  return [...digits].map((d) => JA_DIGITS[Number(d)] ?? d).join("");
}

function readDigitsChinese(digits: string): string {
  return [...digits].map((d) => ZH_DIGITS[Number(d)] ?? d).join("");
}

/** "12800" → "イチマンニセンハッピャク". Leading zeros and huge numbers are read digit by digit. */
export function japaneseInteger(digits: string): string {
  if (!/^\d+$/.test(digits)) return digits;
  if ((digits.length > 1 && digits.startsWith("0")) || digits.length > MAX_SPELLED_DIGITS) {
    return readDigitsJapanese(digits);
  }
  if (/^0+$/.test(digits)) return JA_DIGITS[0];
  const groups = myriadGroups(digits);
  let out = "";
  groups.forEach((group, index) => {
    if (!group) return;
    const unit = JA_MYRIADS[groups.length - 1 - index] ?? "";
    // 1兆 is "itchō"; 1万 and 1億 keep "ichi".
    if (group === 1 && unit === "チョウ") out += "イッチョウ";
    else out += (group === 1 && unit ? "イチ" : japaneseGroup(group, unit !== "")) + unit;
  });
  return out;
}

/** "1.5" → "イチテンゴ". */
export function japaneseNumber(text: string): string {
  const [integer = "", fraction] = text.split(".");
  const head = japaneseInteger(integer);
  return fraction ? `${head}テン${readDigitsJapanese(fraction)}` : head;
}

function chineseGroup(n: number, zeroBefore: boolean): string {
  let out = "";
  let pendingZero = zeroBefore;
  for (let position = 3; position >= 0; position -= 1) {
    const digit = digitAt(n, position);
    if (!digit) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += "零";
    pendingZero = false;
    out += `${ZH_DIGITS[digit]}${ZH_POSITIONS[position]}`;
  }
  return out;
}

/** "10205" → "一万零二百零五", "2480" → "两千四百八十", "15" → "十五". */
export function chineseInteger(digits: string): string {
  if (!/^\d+$/.test(digits)) return digits;
  if ((digits.length > 1 && digits.startsWith("0")) || digits.length > MAX_SPELLED_DIGITS) {
    return readDigitsChinese(digits);
  }
  if (/^0+$/.test(digits)) return ZH_DIGITS[0];
  const groups = myriadGroups(digits);
  let out = "";
  let zeroBetween = false;
  groups.forEach((group, index) => {
    if (!group) {
      if (out) zeroBetween = true;
      return;
    }
    // 1,0500 is 一万零五百: a missing thousands digit inside the number is read as 零.
    const needsZero = out !== "" && (zeroBetween || group < 1000);
    out += chineseGroup(group, needsZero) + (ZH_MYRIADS[groups.length - 1 - index] ?? "");
    zeroBetween = false;
  });
  // Spoken Mandarin says 十五 not 一十五 at the start, and 两 before 百/千/万/亿.
  return out.replace(/^一十/, "十").replace(/^二(?=[百千万亿])/, "两");
}

/** "24.99" → "二十四点九九". */
export function chineseNumber(text: string): string {
  const [integer = "", fraction] = text.split(".");
  const head = chineseInteger(integer);
  return fraction ? `${head}点${readDigitsChinese(fraction)}` : head;
}

/** Years (2024年) are read digit by digit in Chinese: 二零二四年. */
export function chineseYear(digits: string): string {
  return readDigitsChinese(digits);
}
