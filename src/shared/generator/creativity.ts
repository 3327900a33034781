import { z } from "zod";
import { CREATIVITY_MAX, CREATIVITY_MIN } from "./generator-limits";

// The constants live in ./generator-limits (zod-free, for the browser bundle); this module adds the schema.
export { CREATIVITY_MAX, CREATIVITY_MIN, CREATIVITY_STEP, DEFAULT_CREATIVITY } from "./generator-limits";

export const CreativitySchema = z.number().min(CREATIVITY_MIN).max(CREATIVITY_MAX);
