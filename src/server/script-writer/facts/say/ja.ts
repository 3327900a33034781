import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "ja";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);

const DIMENSION = { height: "高さ", width: "幅", length: "長さ", depth: "奥行き", diameter: "直径" };

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "最大" : ""}${q(f.hours, "h")}使えるバッテリー`;
    case "weight":
      return `重さ${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `内容量${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `${q(f.measure.value, f.measure.unit)}タイプ`;
    case "capacity":
      return `容量${q(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `${sayMeasures(f.measures, L, "×")}のサイズ`;
    case "extent":
      return `${f.upTo ? "最大" : ""}${DIMENSION[f.dimension]}${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `SPF${f.value}の紫外線カット`;
    case "camera":
      return `${formatNumber(f.megapixels, L)}メガピクセルのカメラ`;
    case "screen":
      return `${q(f.inches, "in")}のディスプレイ`;
    case "power":
      return `出力${q(f.watts, "W")}`;
    case "batteryCapacity":
      return `${formatNumber(f.mah, L)}ミリアンペアアワーのバッテリー`;
    case "storage":
      return `${q(f.gigabytes, "GB")}のストレージ`;
    case "connectivity":
      return {
        bluetooth: `Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "USB-Cポート",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `${f.rating}の防水性能`;
      return f.metres ? `${q(f.metres, "m")}の防水性能` : "防水仕様";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `${years}年間の保証` : `${f.months}か月の保証`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "アクティブノイズキャンセリング",
        wireless: "ワイヤレス接続",
        rechargeable: "充電式バッテリー",
        foldable: "折りたたみ式のデザイン",
        dimmable: "調光機能",
        handmade: undefined,
        led: "LED照明",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "本日は", thisWeek: "今週は", thisMonth: "今月は" };

export const JA_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `${COUNTRIES[f.country].in.ja}製です。`;
      case "material":
        return `素材は${MATERIALS[f.key].say.ja}です。`;
      case "colour":
        return `カラーは${COLOURS[f.key].say.ja}です。`;
      case "pack":
        return f.form === "set" ? `${f.count}点セットです。` : `${f.count}個入りです。`;
      case "age":
        return f.max ? `対象年齢は${f.min}〜${f.max}歳です。` : `対象年齢は${f.min}歳以上です。`;
      case "care":
        return {
          machineWashable: "洗濯機で洗えます。",
          dishwasherSafe: "食洗機にも対応しています。",
          handWash: "お手入れは手洗いのみとなります。",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "ひとつひとつ手作りです。" : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        return `${f.period ? PERIOD[f.period] : ""}${amount ? `${amount}以上のご注文で` : ""}送料無料です。`;
      }
      default:
        return undefined;
    }
  },
  benefit(f) {
    const said = item(f);
    if (!said) return undefined;
    switch (f.kind) {
      case "battery":
        return `${said}で、充電の手間が減ります。`;
      case "water":
        return `${said}なので、雨の日も安心です。`;
      case "warranty":
        return `${said}付きで、安心してお使いいただけます。`;
      case "screen":
        return `${said}で、見やすさも抜群です。`;
      case "storage":
        return `${said}で、容量もたっぷりです。`;
      case "connectivity":
        return f.key === "bluetooth" ? `${said}対応で、接続もスムーズです。` : undefined;
      case "weight":
        return isLight(f) ? `${said}と軽く、持ち運びも楽々です。` : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `${said}で、聞きたい音だけに集中できます。`;
        return f.key === "foldable" ? `${said}で、収納もコンパクトです。` : undefined;
      default:
        return undefined;
    }
  },
};
