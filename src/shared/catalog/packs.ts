import { z } from "zod";

// The constants live in ./pack-list (zod-free, for the browser bundle); this module adds the schema.
export { CREDIT_PACKS, findPack, formatUsd, packFeatures, type CreditPack, type PackId } from "./pack-list";

export const PackIdSchema = z.enum(["lite", "plus", "max"]);
