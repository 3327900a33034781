import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The shop page's texts (decision 110): adding and verifying a shop, its player, products, reviews, settings. */
export const SHOP_PAGE = pageCatalogue("shop", english);
