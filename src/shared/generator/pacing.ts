/** Speaking speed per audio (issue 18, pacing): 1 is each voice's normal pace. */
export const SPEED_MIN = 0.8;
export const SPEED_MAX = 1.25;
export const SPEED_STEP = 0.05;
export const DEFAULT_SPEED = 1;
