import { z } from "zod";

/**
 * What the extractor learns about a product page. Every field is optional because
 * real pages carry any subset; the script writer only speaks what is present.
 */
export const ProductFactsSchema = z.object({
  name: z.string().optional(),
  brand: z.string().optional(),
  /** Price the shopper pays for the default offer, as a number in major units (19.99). */
  price: z.number().optional(),
  /** ISO 4217 code, upper case (USD, EUR, JPY). */
  currency: z.string().length(3).optional(),
  availability: z.enum(["in_stock", "out_of_stock", "preorder", "backorder", "limited", "discontinued"]).optional(),
  description: z.string().optional(),
  /** Up to 8 short feature lines. */
  features: z.array(z.string()).max(8).default([]),
  /**
   * The page's specification table as label/value rows ("Item weight" / "228 g"), up to 40, in the
   * page's words. The writer reads weights, dimensions, materials… from them and says them in
   * the script's language; the claim check counts them as the page's text. Decision 131.
   */
  specs: z
    .array(z.object({ name: z.string(), value: z.string() }))
    .max(40)
    .optional(),
  category: z.string().optional(),
  rating: z.object({ value: z.number(), count: z.number().optional(), best: z.number().optional() }).optional(),
  images: z.array(z.string()).default([]),
  /** BCP 47 language of the page (as declared or detected), e.g. "en", "de-DE". */
  language: z.string().optional(),
  canonicalUrl: z.string().optional(),
  /** The shop's own name (og:site_name or the domain): never spoken as the seller of the product. */
  shopName: z.string().optional(),
  /**
   * What the page is: one product, a list of products (category, search results), or neither
   * (about us, blog, home page). Unset when the facts did not come from a page. Decision 024.
   */
  pageKind: z.enum(["product", "listing", "other"]).optional(),
});

export type ProductFacts = z.infer<typeof ProductFactsSchema>;
