import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./web-browser";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type LighthouseRun = {
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse's default run (mobile form factor, simulated slow-4G and 4x CPU throttling) on
 * `url`, `runs` times in one Chromium; each run starts from cleared storage (a first visit).
 */
export async function runLighthouse(
  url: string,
  runs: number,
): Promise<{ runs: LighthouseRun[]; median: LighthouseRun }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: LighthouseRun[] = [];
  let failures = 0;
  try {
    while (results.length < runs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      // A run Lighthouse could not complete (e.g. NO_FCP, a protocol timeout) scores 0: retry it
      // rather than let it into the figures, and say so.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
        failures += 1;
        console.log(`(Lighthouse run failed: ${lhr?.runtimeError?.code ?? "no result"}; retrying)`);
        if (failures > runs) throw new Error("Lighthouse failed too many times");
        continue;
      }
      const { categories, audits } = lhr;
      const score = (c: Category) => Math.round((categories[c]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      results.push({
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        metrics: {
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
        },
      });
    }
  } finally {
    chrome.kill();
  }
  const pick = <T>(get: (run: LighthouseRun) => number) => median(results.map(get)) as T;
  return {
    runs: results,
    median: {
      scores: {
        performance: pick((r) => r.scores.performance),
        accessibility: pick((r) => r.scores.accessibility),
        "best-practices": pick((r) => r.scores["best-practices"]),
        seo: pick((r) => r.scores.seo),
      },
      metrics: {
        fcp: pick((r) => r.metrics.fcp),
        lcp: pick((r) => r.metrics.lcp),
        tbt: pick((r) => r.metrics.tbt),
        cls: pick((r) => r.metrics.cls),
        si: pick((r) => r.metrics.si),
      },
    },
  };
}
