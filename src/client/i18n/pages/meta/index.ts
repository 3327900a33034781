import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The prerendered public pages' meta descriptions, per language (build time only: entry-prerender.tsx). */
export const META_PAGE = pageCatalogue("meta", english);
