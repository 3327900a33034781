import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The Developers page's texts (decision 110): API keys with their roles, webhooks and deliveries. */
export const DEVELOPERS_PAGE = pageCatalogue("developers", english);
