import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The admin's tools for the landing page's example audios (decision 110): a chunk only admins load. */
export const CATEGORY_ADMIN = pageCatalogue("categoryAdmin", english);
