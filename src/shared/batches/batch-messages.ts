/**
 * What a seller reads about a batch's file, its rows and its items (issues 16, 28). The server
 * writes these English texts into a preview's problems and an item's error; the client shows them
 * in the seller's language, a function's values as placeholders (decision 119). Zod-free, so the
 * client's message catalogue can import it.
 */
type Value = string | number;

/** One row's problems, each a sentence of its own (the preview lists them side by side). */
export const BATCH_ROW_MESSAGES = {
  linkTooLong: "The product link is too long.",
  invalidLink: (link: Value) => `"${link}" is not a valid product link.`,
  duplicate: (row: Value) => `Duplicate of row ${row}.`,
  linkOrDetails: "Give a product link or details.",
  detailsTooLong: (max: Value) => `Details are longer than ${max} characters.`,
  unknownLanguage: (language: Value) => `Unknown language "${language}".`,
  unknownVoice: (voice: Value) => `Unknown voice "${voice}".`,
  voiceNotOffered: (voice: Value) => `The voice "${voice}" is not offered for this language.`,
  creativity: (min: Value, max: Value) => `Creativity must be a number from ${min} to ${max}.`,
} as const;

/** Problems of the whole source: the file, the feed or the list, before any row is read. */
export const BATCH_FILE_MESSAGES = {
  noRows: "No rows were found.",
  /** Both counts as the server writes them (en-US grouping); the client regroups them. */
  tooManyRows: (max: Value, count: Value) =>
    `A batch holds at most ${max} items; this one has ${count}. Split it into smaller batches.`,
  tooLarge: "The file is larger than 5 MB.",
  notUtf8:
    "The file is not UTF-8 text, so accented letters would come out wrong. In Excel choose Save As → “CSV UTF-8”, then upload it again.",
  csvUnreadable: "The CSV could not be read: check its quotes.",
  csvUnreadableNear: (line: Value) => `The CSV could not be read near line ${line}: check its quotes.`,
  empty: "The file is empty.",
  noHeader: (columns: Value) =>
    `The first line must name the columns, with at least product_link or details (${columns}).`,
  uploadUnreadable: "The upload could not be read.",
  noFile: "Choose a CSV file to upload.",
  jsonUnreadable: "The JSON could not be read.",
  notProductsJson: "This JSON is not a Shopify products.json (it has no products list).",
  sitemapsCapped: (files: Value) => `Only the first ${files} sitemaps were read.`,
} as const;

/** A fetched source's problem, after its address (`https://shop.example/feed.xml: …`). */
export const BATCH_FEED_MESSAGES = {
  /** The fetcher's own reason after the address (its "product page" said as "feed"). */
  unreadable: (url: Value, reason: Value) => `${url}: ${reason}`,
  notFeedOrJson: (url: Value) => `${url}: this is neither a products.json, a product feed nor a sitemap.`,
  xmlEntities: (url: Value) =>
    `${url}: the file declares XML entities, which are not accepted (they can expand without bound or read other files).`,
  xmlUnreadable: (url: Value) => `${url}: the XML could not be read.`,
  tooDeep: (url: Value, depth: Value) => `${url}: sitemap indexes are followed ${depth} levels deep at most.`,
  notFeed: (url: Value) => `${url}: this is neither a product feed (RSS or Atom) nor a sitemap.`,
} as const;

/** A batch's and its items' states as the seller meets them on the batch page. */
export const BATCH_ITEM_MESSAGES = {
  cancelled: "This batch was cancelled.",
  notInReview: "This batch has no scripts waiting.",
  notEditable: "Only a written script that is not yet spoken can be edited.",
  attemptsExhausted: "This item could not be finished after several attempts. Retry it from the batch page.",
  insufficientCredits: "Insufficient credits: buy credits, then resume the batch.",
  /** Starting refused for rows with problems: the first three rows, each with its problems. */
  rowProblems: (row: Value, problems: Value) => `Row ${row}: ${problems}`,
  moreRows: (count: Value) => `(${count} more rows have problems.)`,
} as const;
