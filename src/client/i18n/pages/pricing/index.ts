import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The pricing page's and its credit packs' texts (decision 110). */
export const PRICING_PAGE = pageCatalogue("pricing", english);
