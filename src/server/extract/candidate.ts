import type { ProductFacts } from "../../shared/generator/product-facts";

export type Availability = NonNullable<ProductFacts["availability"]>;
export type Rating = NonNullable<ProductFacts["rating"]>;

/** What one source (JSON-LD, microdata, meta tags, a platform rule, the DOM) found on a page. */
export type Candidate = {
  name?: string;
  brand?: string;
  price?: number;
  currency?: string;
  availability?: Availability;
  description?: string;
  features?: string[];
  category?: string;
  rating?: Rating;
  images?: string[];
  canonicalUrl?: string;
};

/** A schema.org-shaped object, whether it came from JSON-LD, microdata or RDFa. */
export type SchemaNode = { [key: string]: unknown };

export function isSchemaNode(v: unknown): v is SchemaNode {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
