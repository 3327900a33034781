import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The cookie banner's texts (decision 111): a chunk of its own, like the banner. */
export const CONSENT_BANNER = pageCatalogue("consent", english);
