import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "zh";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);

const DIMENSION = { height: "高度", width: "宽度", length: "长度", depth: "深度", diameter: "直径" };

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "最长" : ""}${q(f.hours, "h")}续航`;
    case "weight":
      return `重量${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `净含量${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `${q(f.measure.value, f.measure.unit)}规格`;
    case "capacity":
      return `${q(f.measure.value, f.measure.unit)}容量`;
    case "dimensions":
      return `${sayMeasures(f.measures, L, "×")}的尺寸`;
    case "extent":
      return `${f.upTo ? "最大" : ""}${DIMENSION[f.dimension]}${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `SPF${f.value}防晒`;
    case "camera":
      return `${formatNumber(f.megapixels, L)}百万像素摄像头`;
    case "screen":
      return `${q(f.inches, "in")}屏幕`;
    case "power":
      return `${q(f.watts, "W")}功率`;
    case "batteryCapacity":
      return `${formatNumber(f.mah, L)}毫安时电池`;
    case "storage":
      return `${formatNumber(f.gigabytes, L)}GB存储空间`;
    case "connectivity":
      return {
        bluetooth: `蓝牙${f.version ?? ""}`,
        wifi: `Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "USB-C接口",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `${f.rating}级防水`;
      return f.metres ? `${q(f.metres, "m")}防水` : "防水设计";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `${years}年保修` : `${f.months}个月保修`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "主动降噪",
        wireless: "无线连接",
        rechargeable: "可充电电池",
        foldable: "可折叠设计",
        dimmable: "可调光",
        handmade: undefined,
        led: "LED照明",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "今天", thisWeek: "本周", thisMonth: "本月" };

export const ZH_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `${COUNTRIES[f.country].in.zh}制造。`;
      case "material":
        return `采用${MATERIALS[f.key].say.zh}材质。`;
      case "colour":
        return `颜色为${COLOURS[f.key].say.zh}。`;
      case "pack":
        return f.form === "set" ? `${f.count}件套。` : `${f.count}件装。`;
      case "age":
        return f.max ? `适合${f.min}至${f.max}岁使用。` : `适合${f.min}岁及以上使用。`;
      case "care":
        return { machineWashable: "可机洗。", dishwasherSafe: "可放入洗碗机清洗。", handWash: "仅限手洗。" }[f.key];
      case "feature":
        return f.key === "handmade" ? "纯手工制作。" : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        return `${f.period ? PERIOD[f.period] : ""}${amount ? `订单满${amount}即可` : ""}免运费。`;
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
        return `${said}，减少充电次数。`;
      case "water":
        return `${said}，雨天也能放心使用。`;
      case "warranty":
        return `享受${said}，购买更安心。`;
      case "screen":
        return `${said}，看得更清楚。`;
      case "storage":
        return `${said}，空间充足。`;
      case "connectivity":
        return f.key === "bluetooth" ? `支持${said}，连接快速稳定。` : undefined;
      case "weight":
        return isLight(f) ? `${said}，轻巧便携。` : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `${said}，只听想听的声音。`;
        return f.key === "foldable" ? `${said}，收纳方便。` : undefined;
      default:
        return undefined;
    }
  },
};
