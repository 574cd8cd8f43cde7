// Time constants from the seeds, in one place (STYLE: named, tested with fake timers).

/** Seed 001 section 9: "HTTP timeout 40 s". */
export const HTTP_TIMEOUT_MS = 40_000;

/** How long an error or success toast stays (seed 001 section 9: "Notice time 2 s"). */
export const TOAST_DURATION_MS = 2_000;
