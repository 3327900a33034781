import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "fr";
/** French typography: a narrow no-break space before ":" (and "?", "!"). */
const _ = "\u202f";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);
/** "de 1 an" is said "d'un an". */
const of = (value: number, unit: Parameters<typeof quantity>[1]) =>
  value === 1 ? `d'${q(1, unit).replace(/^1 /, "un ")}` : `de ${q(value, unit)}`;

const DIMENSION = {
  height: "une hauteur",
  width: "une largeur",
  length: "une longueur",
  depth: "une profondeur",
  diameter: "un diamètre",
};

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "jusqu'à " : ""}${q(f.hours, "h")} d'autonomie`;
    case "weight":
      return `un poids ${of(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `un contenu ${of(f.measure.value, f.measure.unit)}`;
    case "size":
      return `le format ${q(f.measure.value, f.measure.unit)}`;
    case "capacity":
      return `une capacité ${of(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `des dimensions de ${sayMeasures(f.measures, L, " sur ")}`;
    case "extent":
      return `${DIMENSION[f.dimension]}${f.upTo ? " maximale" : ""} ${of(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `un indice de protection SPF ${f.value}`;
    case "camera":
      return `un appareil photo de ${formatNumber(f.megapixels, L)} mégapixels`;
    case "screen":
      return `un écran ${of(f.inches, "in")}`;
    case "power":
      return `une puissance ${of(f.watts, "W")}`;
    case "batteryCapacity":
      return `une batterie de ${formatNumber(f.mah, L)} milliampères-heure`;
    case "storage":
      return `${q(f.gigabytes, "GB")} de stockage`;
    case "connectivity":
      return {
        bluetooth: `le Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `le Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "un port USB-C",
        nfc: "le NFC",
      }[f.key];
    case "water":
      if (f.rating) return `une résistance à l'eau ${f.rating}`;
      return f.metres ? `une étanchéité jusqu'à ${q(f.metres, "m")}` : "une conception étanche";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `une garantie ${of(years, "year")}` : `une garantie ${of(f.months, "month")}`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "la réduction de bruit active",
        wireless: "une connexion sans fil",
        rechargeable: "une batterie rechargeable",
        foldable: "un format pliable",
        dimmable: "un éclairage à intensité variable",
        handmade: undefined,
        led: "un éclairage LED",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "Aujourd'hui", thisWeek: "Cette semaine", thisMonth: "Ce mois-ci" };

export const FR_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Fabriqué ${COUNTRIES[f.country].in.fr}.`;
      case "material":
        return `En ${MATERIALS[f.key].say.fr}.`;
      case "colour":
        return `Coloris${_}: ${COLOURS[f.key].say.fr}.`;
      case "pack":
        return f.form === "set"
          ? `Un ensemble de ${countWord(f.count, L)} pièces.`
          : `Un lot de ${countWord(f.count, L)}.`;
      case "age":
        return f.max ? `De ${f.min} à ${f.max} ans.` : `Dès ${f.min} ${f.min < 2 ? "an" : "ans"}.`;
      case "care":
        return {
          machineWashable: "Lavable en machine.",
          dishwasherSafe: "Compatible lave-vaisselle.",
          handWash: "Lavage à la main uniquement.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "Fait main." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        const from = amount ? ` dès ${amount}` : "";
        return f.period ? `${PERIOD[f.period]}, la livraison est offerte${from}.` : `La livraison est offerte${from}.`;
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
        return `Avec ${said}, vous rechargez moins souvent.`;
      case "water":
        return `Avec ${said}, la pluie n'est plus un problème.`;
      case "warranty":
        return `Avec ${said}, vous achetez en toute confiance.`;
      case "screen":
        return `Avec ${said}, tout est parfaitement lisible.`;
      case "storage":
        return `Avec ${said}, la place ne manque pas.`;
      case "connectivity":
        return f.key === "bluetooth" ? `Avec ${said}, la connexion se fait en quelques secondes.` : undefined;
      case "weight":
        return isLight(f)
          ? `Avec ${q(f.measure.value, f.measure.unit)} seulement, facile à emporter partout.`
          : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `Avec ${said}, vous n'entendez que ce que vous voulez.`;
        return f.key === "foldable" ? `Avec ${said}, le rangement devient un jeu d'enfant.` : undefined;
      default:
        return undefined;
    }
  },
};
