import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "it";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);

const DIMENSION = {
  height: "un'altezza",
  width: "una larghezza",
  length: "una lunghezza",
  depth: "una profondità",
  diameter: "un diametro",
};

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "fino a " : ""}${q(f.hours, "h")} di autonomia`;
    case "weight":
      return `un peso di ${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `un contenuto di ${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `il formato da ${q(f.measure.value, f.measure.unit)}`;
    case "capacity":
      return `una capacità di ${q(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `dimensioni di ${sayMeasures(f.measures, L, " per ")}`;
    case "extent":
      return `${DIMENSION[f.dimension]}${f.upTo ? " massima" : ""} di ${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `fattore di protezione solare ${f.value}`;
    case "camera":
      return `una fotocamera da ${formatNumber(f.megapixels, L)} megapixel`;
    case "screen":
      return `uno schermo da ${q(f.inches, "in")}`;
    case "power":
      return `una potenza di ${q(f.watts, "W")}`;
    case "batteryCapacity":
      return `una batteria da ${formatNumber(f.mah, L)} milliampere ora`;
    case "storage":
      return `${q(f.gigabytes, "GB")} di memoria`;
    case "connectivity":
      return {
        bluetooth: `il Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `il Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "una porta USB-C",
        nfc: "l'NFC",
      }[f.key];
    case "water":
      if (f.rating) return `una resistenza all'acqua ${f.rating}`;
      return f.metres ? `l'impermeabilità fino a ${q(f.metres, "m")}` : "un design impermeabile";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `una garanzia di ${q(years, "year")}` : `una garanzia di ${q(f.months, "month")}`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "la cancellazione attiva del rumore",
        wireless: "una connessione senza fili",
        rechargeable: "una batteria ricaricabile",
        foldable: "un design pieghevole",
        dimmable: "una luce dimmerabile",
        handmade: undefined,
        led: "un'illuminazione a LED",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "Oggi", thisWeek: "Questa settimana", thisMonth: "Questo mese" };

export const IT_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Prodotto ${COUNTRIES[f.country].in.it}.`;
      case "material":
        return `In ${MATERIALS[f.key].say.it}.`;
      case "colour":
        return `Colore: ${COLOURS[f.key].say.it}.`;
      case "pack":
        return f.form === "set"
          ? `Un set da ${countWord(f.count, L)} pezzi.`
          : `Una confezione da ${countWord(f.count, L)}.`;
      case "age":
        return f.max
          ? `Età consigliata: da ${f.min} a ${f.max} anni.`
          : `Età consigliata: almeno ${f.min} ${f.min === 1 ? "anno" : "anni"}.`;
      case "care":
        return {
          machineWashable: "Lavabile in lavatrice.",
          dishwasherSafe: "Lavabile in lavastoviglie.",
          handWash: "Lavare solo a mano.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "Lavorazione artigianale." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        const from = amount ? ` per ordini da ${amount} in su` : "";
        return f.period ? `${PERIOD[f.period]} la spedizione è gratuita${from}.` : `La spedizione è gratuita${from}.`;
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
        return `Con ${said}, ricarichi meno spesso.`;
      case "water":
        return `Con ${said}, la pioggia non è un problema.`;
      case "warranty":
        return `Con ${said}, acquisti in tutta tranquillità.`;
      case "screen":
        return `Con ${said}, tutto si vede chiaramente.`;
      case "storage":
        return `Con ${said}, lo spazio non manca.`;
      case "connectivity":
        return f.key === "bluetooth" ? `Con ${said}, la connessione è questione di secondi.` : undefined;
      case "weight":
        return isLight(f) ? `Con soli ${q(f.measure.value, f.measure.unit)}, è facile da portare ovunque.` : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `Con ${said}, senti solo ciò che vuoi.`;
        return f.key === "foldable" ? `Con ${said}, si ripone in un attimo.` : undefined;
      default:
        return undefined;
    }
  },
};
