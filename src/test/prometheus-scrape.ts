import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";

/** A scrape of /metrics read by an independent Prometheus text-format parser (not prom-client's). */
export type Scrape = {
  families: PrometheusFamily[];
  /**
   * The value of a counter or gauge sample, or the count of a histogram's, whose labels include
   * `labels`, summed over the matching samples; 0 when none matches.
   */
  value(name: string, labels?: Record<string, string>): number;
};

export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  return {
    families,
    value(name, labels = {}) {
      const family = families.find((f) => f.name === name);
      if (!family) return 0;
      return family.metrics
        .filter((sample) => Object.entries(labels).every(([key, want]) => sample.labels?.[key] === want))
        .reduce((sum, sample) => sum + Number(sample.value ?? sample.count ?? 0), 0);
    },
  };
}

/** GET /metrics on an app (or a URL) with a Bearer token, parsed. */
export async function scrape(
  request: (path: string, init?: RequestInit) => Response | Promise<Response>,
  token?: string,
): Promise<Scrape> {
  const res = await request("/metrics", token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return parseScrape(await res.text());
}
