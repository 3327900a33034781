import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { ENGLISH_UI as ENGLISH, interpolate, translateEnglish, type Catalogue } from "./english";

function keys(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === "string" ? [`${prefix}${name}`] : keys(value, `${prefix}${name}.`),
  );
}

describe("the English reader (decision 098)", () => {
  it("gives i18next's text for every English key", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: "en",
      resources: { en: { translation: ENGLISH } },
      interpolation: { escapeValue: false },
    });
    for (const key of keys(ENGLISH)) expect(translateEnglish(key), key).toBe(instance.t(key));
  });

  it("fills placeholders and picks plural forms like i18next", async () => {
    const catalogue = { n: { count_one: "{{count}} audio", count_other: "{{count}} audios" } };
    const instance = i18next.createInstance();
    await instance.init({ lng: "en", resources: { en: { translation: catalogue } } });
    expect(instance.t("n.count", { count: 1 })).toBe("1 audio");
    expect(instance.t("n.count", { count: 3 })).toBe("3 audios");
    expect(interpolate("Hi {{ name }}, {{missing}}", { name: "Ada" })).toBe("Hi Ada, {{missing}}");
  });

  it("reads the interface's English and leaves an unknown key visible", () => {
    expect(translateEnglish("footer.features")).toBe("Features");
    expect(translateEnglish("no.such.key")).toBe("no.such.key");
  });
});
