/**
 * Why a link could not be read, as the seller reads it (the generator, a batch item, a shop's
 * product). The server's fetcher answers these English texts; the client shows them in the
 * seller's language (decision 119). Zod-free, so the client's message catalogue can import it.
 */
type Value = string | number;

/** Refused before connecting: the link itself is not one we fetch (a private address: MESSAGES.fetch). */
export const FETCH_REFUSED_MESSAGES = {
  invalidUrl: "This doesn't look like a valid web address.",
  unsupportedScheme: "Only http:// and https:// links can be read.",
  credentialsInUrl: "Links containing a user name or password can't be fetched.",
  portNotAllowed: "Links to unusual ports can't be fetched. Please use a normal web address.",
  tooManyRedirects: "This link redirects too many times to be fetched.",
} as const;

export const FETCH_KIND_MESSAGES = {
  notHtml: "This link doesn't point to a web page we can read.",
  notImage: "This link doesn't point to a JPEG or PNG image.",
} as const;

/**
 * A fetch that failed, said of what was read: the product page, and in the same words a batch's
 * feed and a shop's catalogue (their callers write "feed" or "catalogue" for "product page").
 * Each is its own group, since "the feed" and "the page" take different words in other languages.
 */
function unreadable(what: string) {
  return {
    timeout: `The ${what} took too long to respond. Please try again.`,
    tooLarge: `The ${what} is too large to read.`,
    notLoaded: `The ${what} could not be loaded.`,
    notLoadedStatus: (status: Value) => `The ${what} could not be loaded. (HTTP ${status})`,
    unreachable: `The ${what} could not be reached. Please check the link and try again.`,
  } as const;
}

export const PAGE_FETCH_MESSAGES = unreadable("product page");
export const FEED_FETCH_MESSAGES = unreadable("feed");
export const CATALOGUE_FETCH_MESSAGES = unreadable("catalogue");

/** The product page could not be read but the seller's details could be: a notice, not an error. */
export const DETAILS_ONLY_NOTICE = "We couldn't read the product page, so the script is based on your details.";
