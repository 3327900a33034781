import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** Batches' texts (decision 110): the new batch form, its preview, a batch's progress and items. */
export const BATCHES_PAGE = pageCatalogue("batches", english);
