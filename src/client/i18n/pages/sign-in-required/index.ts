import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The card a signed-out visitor sees on a seller's own page (decision 110); its reason comes from the page. */
export const SIGN_IN_REQUIRED = pageCatalogue("signInRequired", english);
