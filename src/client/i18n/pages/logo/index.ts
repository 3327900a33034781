import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The logo field of the publish panel and the shop's site panel (decision 110). */
export const LOGO_FIELD = pageCatalogue("logo", english);
