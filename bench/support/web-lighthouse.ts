import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./web-browser";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type LighthouseRun = {
  scores: Record<Category, number>;
  /** mainThread: all main-thread work (ms, Lighthouse's mainthread-work-breakdown); script: its script evaluation part. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number; mainThread: number; script: number };
};
export type LighthouseResult = { runs: LighthouseRun[]; median: LighthouseRun };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse's default run (mobile form factor, simulated slow-4G and 4x CPU throttling) on
 * `url`, `runs` times in one Chromium; each run starts from cleared storage (a first visit).
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseResult> {
  const [result] = await runLighthouseSet([url], runs);
  if (!result) throw new Error("no Lighthouse result");
  return result;
}

/**
 * The same for several pages measured side by side (a page and its floor): the runs alternate
 * between the pages, so a busy moment on the machine falls on both alike.
 */
export async function runLighthouseSet(urls: string[], runs: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: LighthouseRun[][] = urls.map(() => []);
  let failures = 0;
  try {
    for (let round = 0; round < runs; round++) {
      for (const [index, url] of urls.entries()) {
        let run: LighthouseRun | null = null;
        while (!run) {
          run = await runOnce(url, chrome.port);
          if (run) break;
          failures += 1;
          if (failures > runs * urls.length) throw new Error("Lighthouse failed too many times");
        }
        results[index]?.push(run);
      }
    }
  } finally {
    chrome.kill();
  }
  return results.map(summarise);
}

async function runOnce(url: string, port: number): Promise<LighthouseRun | null> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr;
  // A run Lighthouse could not complete (e.g. NO_FCP, a protocol timeout) scores 0: retry it
  // rather than let it into the figures, and say so.
  if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
    console.log(`(Lighthouse run failed: ${lhr?.runtimeError?.code ?? "no result"}; retrying)`);
    return null;
  }
  const { categories, audits } = lhr;
  const score = (c: Category) => Math.round((categories[c]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const breakdown = (audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] })
    ?.items;
  return {
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
      mainThread: metric("mainthread-work-breakdown"),
      script: breakdown?.find((item) => item.group === "scriptEvaluation")?.duration ?? 0,
    },
  };
}

function summarise(results: LighthouseRun[]): LighthouseResult {
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
        mainThread: pick((r) => r.metrics.mainThread),
        script: pick((r) => r.metrics.script),
      },
    },
  };
}
