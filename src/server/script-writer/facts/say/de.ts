import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures, unitWord } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "de";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);
/** After "von" or "mit", German units take the dative plural: "von 25 Zentimetern". */
const qDat = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L, "dative");
/** "die 230-Gramm-Variante", "ein 6,5-Zoll-Display". */
const compound = (value: number, unit: Parameters<typeof unitWord>[0]) =>
  `${formatNumber(value, L)}-${unitWord(unit, value, L)}`;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const DIMENSION = { height: "Höhe", width: "Breite", length: "Länge", depth: "Tiefe", diameter: "Durchmesser" };

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "bis zu " : ""}${q(f.hours, "h")} Akkulaufzeit`;
    case "weight":
      return `ein Gewicht von ${qDat(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `${q(f.measure.value, f.measure.unit)} Inhalt`;
    case "size":
      return `die ${compound(f.measure.value, f.measure.unit)}-Variante`;
    case "capacity":
      return `${q(f.measure.value, f.measure.unit)} Fassungsvermögen`;
    case "dimensions":
      return `Maße von ${sayMeasures(f.measures, L, " mal ", "dative")}`;
    case "extent":
      return `${f.upTo ? "eine maximale " : "eine "}${DIMENSION[f.dimension]} von ${qDat(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `Lichtschutzfaktor ${f.value}`;
    case "camera":
      return `eine ${formatNumber(f.megapixels, L)}-Megapixel-Kamera`;
    case "screen":
      return `ein ${compound(f.inches, "in")}-Display`;
    case "power":
      return `${q(f.watts, "W")} Leistung`;
    case "batteryCapacity":
      return `ein Akku mit ${formatNumber(f.mah, L)} Milliamperestunden`;
    case "storage":
      return `${q(f.gigabytes, "GB")} Speicher`;
    case "connectivity":
      return {
        bluetooth: `Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: f.version ? `Wi-Fi ${f.version}` : "WLAN",
        usbc: "ein USB-C-Anschluss",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `Wasserschutz nach ${f.rating}`;
      return f.metres ? `Wasserdichtigkeit bis ${q(f.metres, "m")}` : "ein wasserdichtes Design";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `${q(years, "year")} Garantie` : `${q(f.months, "month")} Garantie`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "aktive Geräuschunterdrückung",
        wireless: "eine kabellose Verbindung",
        rechargeable: "ein wiederaufladbarer Akku",
        foldable: "ein faltbares Design",
        dimmable: "dimmbares Licht",
        handmade: undefined,
        led: "eine LED-Beleuchtung",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "Heute", thisWeek: "Diese Woche", thisMonth: "Diesen Monat" };

export const DE_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Hergestellt ${COUNTRIES[f.country].in.de}.`;
      case "material":
        return `Gefertigt aus ${MATERIALS[f.key].say.de}.`;
      case "colour":
        return `Farbe: ${COLOURS[f.key].say.de}.`;
      case "pack":
        if (f.count > 12)
          return f.form === "set" ? `Als Set mit ${f.count} Teilen.` : `In der Packung mit ${f.count} Stück.`;
        // "zweiteiliges Set", "Zweierpack"
        return f.form === "set"
          ? `Als ${countWord(f.count, L)}teiliges Set.`
          : `Im ${capitalised(countWord(f.count, L))}erpack.`;
      case "age":
        return f.max
          ? `Geeignet für ${f.min} bis ${f.max} Jahre.`
          : `Geeignet ab ${f.min} ${f.min === 1 ? "Jahr" : "Jahren"}.`;
      case "care":
        return {
          machineWashable: "Maschinenwaschbar.",
          dishwasherSafe: "Spülmaschinenfest.",
          handWash: "Nur Handwäsche.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "Von Hand gefertigt." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        const from = amount ? ` ab ${amount}` : "";
        return f.period ? `${PERIOD[f.period]} ist der Versand${from} kostenlos.` : `Der Versand ist${from} kostenlos.`;
      }
      default:
        return undefined;
    }
  },
  benefit(f) {
    switch (f.kind) {
      case "battery":
        return `Mit ${item(f)} laden Sie seltener nach.`;
      case "water":
        return f.rating ? `Dank Wasserschutz nach ${f.rating} ist Regen kein Problem.` : undefined;
      case "warranty": {
        const years = warrantyYears(f.months);
        const span = years ? qDat(years, "year") : qDat(f.months, "month");
        return `Mit ${span} Garantie kaufen Sie mit gutem Gefühl.`;
      }
      case "screen":
        return `Auf dem ${compound(f.inches, "in")}-Display ist alles gut zu sehen.`;
      case "storage":
        return `Mit ${q(f.gigabytes, "GB")} Speicher ist Platz für alles.`;
      case "connectivity":
        return f.key === "bluetooth" ? `Per ${item(f)} ist die Verbindung schnell hergestellt.` : undefined;
      case "weight":
        return isLight(f)
          ? `Mit nur ${qDat(f.measure.value, f.measure.unit)} ein leichter Begleiter für unterwegs.`
          : undefined;
      case "feature":
        if (f.key === "noiseCancelling")
          return "Dank aktiver Geräuschunterdrückung hören Sie nur, was Sie hören möchten.";
        return f.key === "foldable" ? "Faltbar und damit schnell verstaut." : undefined;
      default:
        return undefined;
    }
  },
};
