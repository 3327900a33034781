/**
 * Why the script writer did not write, as the seller reads it (issue 13): what happened and what
 * to do, never how. The client shows them in the seller's language (decision 119).
 */
export const SCRIPT_WRITER_MESSAGES = {
  timeout: "The script writer took too long to answer. Please try again.",
  aborted: "The script request was cancelled.",
  empty: "The script writer returned an empty script. Please try again.",
  not_enough_information:
    "We couldn't find enough about this product to write a script. Please add some product details and try again.",
  unauthorized: "The script writer service refused our request. Please try again later or contact support.",
  rate_limited: "The script writer is busy right now. Please wait a moment and try again.",
  unavailable: "The script writer service is temporarily unavailable. Please try again in a few minutes.",
  network: "We couldn't reach the script writer service. Please try again in a few minutes.",
  rejected: "The script writer couldn't handle this request. Please try again later or contact support.",
} as const;
