import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** My Audios' texts (decision 110): the page, its cards, table, publishing and listening figures. */
export const LIBRARY_PAGE = pageCatalogue("library", english);
