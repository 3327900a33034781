import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The Pronunciations page's texts (decision 110): the form, the list, Listen. */
export const PRONUNCIATIONS_PAGE = pageCatalogue("pronunciations", english);
