import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The legal pages' chrome (decision 111): the legal text itself stays English, which prevails. */
export const LEGAL_PAGE = pageCatalogue("legal", english);
