import { z } from "zod";

/** Creativity slider (spec sections 5 and 9): 0 to 1, step 0.1, default 0.7. */
export const CREATIVITY_MIN = 0;
export const CREATIVITY_MAX = 1;
export const CREATIVITY_STEP = 0.1;
export const DEFAULT_CREATIVITY = 0.7;
export const CreativitySchema = z.number().min(CREATIVITY_MIN).max(CREATIVITY_MAX);
