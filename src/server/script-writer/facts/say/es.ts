import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "es";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);

const DIMENSION = {
  height: "una altura",
  width: "una anchura",
  length: "una longitud",
  depth: "una profundidad",
  diameter: "un diámetro",
};

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "hasta " : ""}${q(f.hours, "h")} de batería`;
    case "weight":
      return `un peso de ${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `un contenido de ${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `el formato de ${q(f.measure.value, f.measure.unit)}`;
    case "capacity":
      return `una capacidad de ${q(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `unas medidas de ${sayMeasures(f.measures, L, " por ")}`;
    case "extent":
      return `${DIMENSION[f.dimension]}${f.upTo ? " máxima" : ""} de ${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `factor de protección solar ${f.value}`;
    case "camera":
      return `una cámara de ${formatNumber(f.megapixels, L)} megapíxeles`;
    case "screen":
      return `una pantalla de ${q(f.inches, "in")}`;
    case "power":
      return `una potencia de ${q(f.watts, "W")}`;
    case "batteryCapacity":
      return `una batería de ${formatNumber(f.mah, L)} miliamperios hora`;
    case "storage":
      return `${q(f.gigabytes, "GB")} de almacenamiento`;
    case "connectivity":
      return {
        bluetooth: `Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `wifi${f.version ? ` ${f.version}` : ""}`,
        usbc: "un puerto USB-C",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `resistencia al agua ${f.rating}`;
      return f.metres ? `resistencia al agua hasta ${q(f.metres, "m")}` : "un diseño resistente al agua";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `una garantía de ${q(years, "year")}` : `una garantía de ${q(f.months, "month")}`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "cancelación activa de ruido",
        wireless: "conexión inalámbrica",
        rechargeable: "una batería recargable",
        foldable: "un diseño plegable",
        dimmable: "luz regulable",
        handmade: undefined,
        led: "iluminación LED",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "Hoy", thisWeek: "Esta semana", thisMonth: "Este mes" };

export const ES_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Hecho ${COUNTRIES[f.country].in.es}.`;
      case "material":
        return `De ${MATERIALS[f.key].say.es}.`;
      case "colour":
        return `Color: ${COLOURS[f.key].say.es}.`;
      case "pack":
        return f.form === "set"
          ? `Un juego de ${countWord(f.count, L)} piezas.`
          : `Un pack de ${countWord(f.count, L)} unidades.`;
      case "age":
        return f.max ? `De ${f.min} a ${f.max} años.` : `A partir de ${f.min} ${f.min === 1 ? "año" : "años"}.`;
      case "care":
        return {
          machineWashable: "Se puede lavar a máquina.",
          dishwasherSafe: "Se puede lavar en el lavavajillas.",
          handWash: "Lavar solo a mano.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "Elaboración artesanal." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        const from = amount ? ` a partir de ${amount}` : "";
        return f.period ? `${PERIOD[f.period]}, el envío es gratis${from}.` : `El envío es gratis${from}.`;
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
        return `Con ${said}, cargas con menos frecuencia.`;
      case "water":
        return `Con ${said}, la lluvia no es problema.`;
      case "warranty":
        return `Con ${said}, compras con total tranquilidad.`;
      case "screen":
        return `Con ${said}, todo se ve con claridad.`;
      case "storage":
        return `Con ${said}, hay espacio de sobra.`;
      case "connectivity":
        return f.key === "bluetooth" ? `Con ${said}, la conexión es cuestión de segundos.` : undefined;
      case "weight":
        return isLight(f)
          ? `Con solo ${q(f.measure.value, f.measure.unit)}, es fácil de llevar a todas partes.`
          : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `Con ${said}, solo escuchas lo que quieres.`;
        return f.key === "foldable" ? `Con ${said}, se guarda en cualquier parte.` : undefined;
      default:
        return undefined;
    }
  },
};
