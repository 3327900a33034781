import type { Fact } from "../fact-types";
import { COUNTRIES } from "../countries";
import { COLOURS, MATERIALS } from "../lexicon";
import { countWord, formatNumber, quantity, sayMeasures } from "../units";
import { isLight, shippingThreshold, warrantyYears, type FactBook } from "./types";

const L = "pt";
const q = (value: number, unit: Parameters<typeof quantity>[1]) => quantity(value, unit, L);

const DIMENSION = {
  height: "uma altura",
  width: "uma largura",
  length: "um comprimento",
  depth: "uma profundidade",
  diameter: "um diâmetro",
};

function item(f: Fact): string | undefined {
  switch (f.kind) {
    case "battery":
      return `${f.upTo ? "até " : ""}${q(f.hours, "h")} de bateria`;
    case "weight":
      return `um peso de ${q(f.measure.value, f.measure.unit)}`;
    case "contents":
      return `um conteúdo de ${q(f.measure.value, f.measure.unit)}`;
    case "size":
      return `a versão de ${q(f.measure.value, f.measure.unit)}`;
    case "capacity":
      return `uma capacidade de ${q(f.measure.value, f.measure.unit)}`;
    case "dimensions":
      return `dimensões de ${sayMeasures(f.measures, L, " por ")}`;
    case "extent":
      return `${DIMENSION[f.dimension]}${f.upTo ? " máxima" : ""} de ${q(f.measure.value, f.measure.unit)}`;
    case "spf":
      return `fator de proteção solar ${f.value}`;
    case "camera":
      return `uma câmera de ${formatNumber(f.megapixels, L)} megapixels`;
    case "screen":
      return `uma tela de ${q(f.inches, "in")}`;
    case "power":
      return `uma potência de ${q(f.watts, "W")}`;
    case "batteryCapacity":
      return `uma bateria de ${formatNumber(f.mah, L)} miliamperes-hora`;
    case "storage":
      return `${q(f.gigabytes, "GB")} de armazenamento`;
    case "connectivity":
      return {
        bluetooth: `Bluetooth${f.version ? ` ${f.version}` : ""}`,
        wifi: `Wi-Fi${f.version ? ` ${f.version}` : ""}`,
        usbc: "uma porta USB-C",
        nfc: "NFC",
      }[f.key];
    case "water":
      if (f.rating) return `resistência à água ${f.rating}`;
      return f.metres ? `resistência à água até ${q(f.metres, "m")}` : "um design à prova d'água";
    case "warranty": {
      const years = warrantyYears(f.months);
      return years ? `uma garantia de ${q(years, "year")}` : `uma garantia de ${q(f.months, "month")}`;
    }
    case "pages":
      return q(f.count, "page");
    case "feature":
      return {
        noiseCancelling: "cancelamento ativo de ruído",
        wireless: "conexão sem fio",
        rechargeable: "uma bateria recarregável",
        foldable: "um design dobrável",
        dimmable: "luz regulável",
        handmade: undefined,
        led: "iluminação LED",
      }[f.key];
    default:
      return undefined;
  }
}

const PERIOD = { today: "Hoje", thisWeek: "Esta semana", thisMonth: "Este mês" };

export const PT_FACTS: FactBook = {
  item,
  sentence(f, price) {
    switch (f.kind) {
      case "origin":
        return `Fabricado ${COUNTRIES[f.country].in.pt}.`;
      case "material":
        return `Em ${MATERIALS[f.key].say.pt}.`;
      case "colour":
        return `Cor: ${COLOURS[f.key].say.pt}.`;
      case "pack":
        return f.form === "set"
          ? `Um conjunto de ${countWord(f.count, L)} peças.`
          : `Um kit com ${countWord(f.count, L)} unidades.`;
      case "age":
        return f.max
          ? `Para idades de ${f.min} a ${f.max} anos.`
          : `Para idades a partir de ${f.min} ${f.min === 1 ? "ano" : "anos"}.`;
      case "care":
        return {
          machineWashable: "Lavável na máquina.",
          dishwasherSafe: "Pode ir à máquina de lavar louça.",
          handWash: "Lavar somente à mão.",
        }[f.key];
      case "feature":
        return f.key === "handmade" ? "Produção artesanal." : undefined;
      case "freeShipping": {
        const amount = shippingThreshold(f, price);
        if (amount === null) return undefined;
        const from = amount ? ` acima de ${amount}` : "";
        return f.period ? `${PERIOD[f.period]}, o envio é grátis${from}.` : `O envio é grátis${from}.`;
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
        return `Com ${said}, você recarrega com menos frequência.`;
      case "water":
        return `Com ${said}, a chuva não é problema.`;
      case "warranty":
        return `Com ${said}, você compra com tranquilidade.`;
      case "screen":
        return `Com ${said}, tudo fica fácil de ver.`;
      case "storage":
        return `Com ${said}, não falta espaço.`;
      case "connectivity":
        return f.key === "bluetooth" ? `Com ${said}, a conexão leva segundos.` : undefined;
      case "weight":
        return isLight(f)
          ? `Com apenas ${q(f.measure.value, f.measure.unit)}, é fácil levar para qualquer lugar.`
          : undefined;
      case "feature":
        if (f.key === "noiseCancelling") return `Com ${said}, você só ouve o que quer.`;
        return f.key === "foldable" ? `Com ${said}, guardar é muito fácil.` : undefined;
      default:
        return undefined;
    }
  },
};
