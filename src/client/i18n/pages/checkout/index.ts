import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The built-in test checkout's and the payment result page's texts (decision 110). */
export const CHECKOUT_PAGE = pageCatalogue("checkout", english);
