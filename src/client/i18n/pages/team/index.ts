import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The Team page's texts (decision 110): members and roles, invitations, the audit log, new workspaces. */
export const TEAM_PAGE = pageCatalogue("team", english);
