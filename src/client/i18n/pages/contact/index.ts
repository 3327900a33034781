import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The contact page's and its form's texts (decision 110). */
export const CONTACT_PAGE = pageCatalogue("contact", english);
