import { isIP } from "node:net";
import type { BatchPreviewRow } from "../../../shared/batches/batch-schemas";
import { MESSAGES } from "../../../shared/messages";
import type { DnsLookup, SafeFetchOptions } from "../../fetch/fetch-options";
import { decideConnectAddress, systemLookup } from "../../fetch/guarded-connector";
import { checkUrl } from "../../fetch/url-policy";

export type LinkGuardOptions = Pick<SafeFetchOptions, "allowHosts"> & { lookup?: DnsLookup };

/** Names resolved at once; the rest wait (a 1,000-row file of one shop resolves one name). */
const LOOKUPS_AT_ONCE = 8;
/** A name that does not answer in time is left to the item's own fetch (which checks again). */
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * Refuses, at preview and creation, the rows whose product link points into a private, loopback
 * or link-local network, with the guard's own decisions (url-policy's checkUrl for the written
 * address, decideConnectAddress for what a name resolves to; FETCH_ALLOW_HOSTS exempts loopback
 * test servers as it does for fetches). The row gets the same words a single link gets, so the
 * seller sees which rows and why before anything is queued. A name that does not resolve (or not
 * in time) is not refused here: the item's fetch reports it, and checks every address again at
 * connect time, since DNS can change.
 */
export async function withPrivateLinksRefused(
  rows: BatchPreviewRow[],
  options: LinkGuardOptions,
): Promise<BatchPreviewRow[]> {
  const verdicts = new Map<string, Promise<boolean>>();
  const queue: Array<() => void> = [];
  let running = 0;
  const limited = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        work()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            queue.shift()?.();
          });
      };
      if (running < LOOKUPS_AT_ONCE) start();
      else queue.push(start);
    });

  /** Whether the link may be read, as far as the guard can tell before fetching. */
  const allowed = (link: string): Promise<boolean> => {
    const decision = checkUrl(link, options);
    if (!decision.allowed) return Promise.resolve(decision.code !== "private_address");
    const hostname = decision.url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (decision.exempt || isIP(hostname) !== 0) return Promise.resolve(true);
    const key = `${hostname.toLowerCase()}:${decision.port}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = limited(() => resolveWithin(options.lookup ?? systemLookup, hostname)).then(
        (addresses) =>
          addresses.length === 0 ||
          decideConnectAddress(hostname, decision.port, addresses, options.allowHosts).allowed,
      );
      verdicts.set(key, verdict);
    }
    return verdict;
  };

  return Promise.all(
    rows.map(async (row) => {
      if (row.problems.length > 0 || !row.productLink) return row;
      if (await allowed(row.productLink)) return row;
      return { ...row, problems: [...row.problems, MESSAGES.fetch.privateAddress] };
    }),
  );
}

async function resolveWithin(lookup: DnsLookup, hostname: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<[]>((resolve) => {
    timer = setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(hostname).catch(() => [] as []), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
