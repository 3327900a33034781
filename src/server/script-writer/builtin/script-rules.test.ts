import { describe, expect, it } from "vitest";
import { foreignWords } from "../language/foreign-words";
import { calmExclamations, isFragment, verbatimRuns } from "./script-rules";
import { spokenSubject } from "./spoken-name";

describe("issue 25 writer rules", () => {
  it("reduces a name in another script or language to article + category noun + brand + model", () => {
    const beko = { name: "Холодильник BEKO RCSK 310M20S", brand: "BEKO" };
    expect(spokenSubject(beko, "it")?.acc).toBe("il frigorifero BEKO RCSK 310M20S");
    expect(spokenSubject(beko, "de")).toMatchObject({
      nom: "der Kühlschrank BEKO RCSK 310M20S",
      acc: "den Kühlschrank BEKO RCSK 310M20S",
    });
    expect(spokenSubject(beko, "zh")?.acc).toBe("BEKO RCSK 310M20S冰箱");
    expect(spokenSubject({ name: "MAVIS - Winter coat - black" }, "es")?.acc).toBe("el abrigo MAVIS");
  });

  it("gives a kept name opening on a common noun its article", () => {
    expect(spokenSubject({ name: "T-shirt MAVIS" }, "fr")?.acc).toBe("le T-shirt MAVIS");
    expect(spokenSubject({ name: "Montre Casio PRO TREK", brand: "Casio" }, "fr")?.acc).toBe(
      "la montre Casio PRO TREK",
    );
  });

  it("finds words of another script or language, but not brand and model tokens", () => {
    expect(foreignWords("Oggi ti presentiamo Холодильник BEKO.", "it")).toEqual(["Холодильник"]);
    expect(foreignWords("Hoy te presentamos MAVIS winter coat black.", "es")).toEqual(["winter", "coat", "black"]);
    expect(foreignWords("お値段は19,800円です。Bluetooth 5.3対応。", "ja")).toEqual([]);
  });

  it("keeps at most one exclamation mark per three sentences", () => {
    const text = "Wow! Great! Buy! Now! Today! Really!";
    expect(calmExclamations(text, "en")).toBe("Wow! Great! Buy. Now. Today. Really.");
    expect(calmExclamations("すごい！安い！買って！", "ja")).toBe("すごい！安い。買って。");
  });

  it("knows a fragment from a sentence", () => {
    expect(isFragment("Highlights include 128GB memory for,")).toBe(true);
    expect(isFragment("Made with love and")).toBe(true);
    expect(isFragment("Er sagt »gut.")).toBe(true);
    expect(isFragment("It folds flat.")).toBe(false);
  });

  it("counts sentence-length runs copied from the page", () => {
    const page =
      "This kettle boils a full litre of water in under four minutes flat. It switches off by itself when done.";
    expect(verbatimRuns("Meet it. This kettle boils a full litre of water in under four minutes flat.", page)).toBe(1);
    expect(verbatimRuns("Meet the kettle. It boils water fast.", page)).toBe(0);
  });
});
