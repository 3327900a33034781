import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The 404 page's texts (decision 110). */
export const NOT_FOUND_PAGE = pageCatalogue("notFound", english);
