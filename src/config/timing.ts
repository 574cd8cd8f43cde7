// Time constants from the seeds, in one place (STYLE: named, tested with fake timers).

/** Seed 001 section 9: "HTTP timeout 40 s". */
export const HTTP_TIMEOUT_MS = 40_000;

/** How long an error or success toast stays (seed 001 section 9: "Notice time 2 s"). */
export const TOAST_DURATION_MS = 2_000;

/** Seed 000 section 4: "A page reload is forced once per 60 s on a chunk load error." */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Seed 000 section 9: 404 redirect "5 ticks of 1200 ms". */
export const NOT_FOUND_TICKS = 5;
export const NOT_FOUND_TICK_MS = 1_200;

/** Seed 000 section 9: "Banner interval 4000 ms, swipe lock 500 ms." */
export const BANNER_INTERVAL_MS = 4_000;
export const BANNER_SWIPE_LOCK_MS = 500;

/** Seed 000 section 9: "hints 2000 ms" (message centre clear hints). */
export const HINT_DURATION_MS = 2_000;

/** Seed 001 section 9: "Tap limit: 5 within 300 ms." */
export const CRAZY_CLICK_TAPS = 5;
export const CRAZY_CLICK_INTERVAL_MS = 300;
/**
 * Inferred (the seeds are silent; seed 001 section 9 counts taps 300 ms apart as one burst,
 * "Tap limit: 5 within 300 ms"): for this long after a dialog opens, a press on its backdrop
 * does not close it, so the second tap of a double-tap on what opened it cannot also close it.
 */
export const DIALOG_OPENING_GUARD_MS = 300;

/** Seed 000 section 2 / seed 001 section 2: the header search bar appears after 100 px of scroll. */
export const HEADER_SEARCH_SCROLL_PX = 100;

/** Seed 000 section 4: unpaid-order tip at most every 3600 s; unused-coupon pop-up every 86400 s. */
export const UNPAID_TIP_INTERVAL_MS = 3_600_000;
export const UNUSED_COUPON_POPUP_INTERVAL_MS = 86_400_000;

/** Seed 000 section 8: "Copy_successful (1000 ms)". */
export const COPY_MESSAGE_MS = 1_000;

/** Seed 000 sections 4 and 8: the login success message and Binding_successful show for 700 ms. */
export const SIGN_IN_MESSAGE_MS = 700;
/** Seed 001 section 8: "Binding_successful (700 ms)" on the account pages (email, mobile, phone change). */
export const BINDING_SUCCESS_MS = SIGN_IN_MESSAGE_MS;

/** Seed 000 section 4 (Captcha): "success message 1 s, pop-up closes after 1.5 s". */
export const CAPTCHA_SUCCESS_MS = 1_000;
export const CAPTCHA_CLOSE_MS = 1_500;
/** Seed 000 section 4: "On failure the challenge refreshes after about 0.7 to 1 second." */
export const CAPTCHA_RETRY_MS = 800;

/** Seed 000 section 9 / seed 001 section 9: "Code countdown 60 s", one tick a second. */
export const CODE_COUNTDOWN_S = 60;
export const CODE_COUNTDOWN_TICK_MS = 1_000;
/** Seed 000 section 8: "Verification_send, Send_Code (1500 ms)". */
export const CODE_SENT_MESSAGE_MS = 1_500;

/**
 * Inferred (the seeds are silent): while calls fail because the API cannot be reached, the
 * app asks it again, quietly, at this interval, and refetches the failed blocks once it
 * answers.
 */
export const API_RECOVERY_PROBE_MS = 10_000;

/** Seed 001 sections 4 and 9: "The result is fetched after a 2.5 s delay." */
export const PAYMENT_RESULT_DELAY_MS = 2_500;
/**
 * Inferred (seed 001 gives only the 2.5 s before the first ask): while the payment result is
 * not known (pending, or the result could not be read), the page asks again after each of
 * these pauses in turn, counted from the previous reply, then stops (Check again restarts
 * it). About a minute in all: long enough for a provider callback, short of polling forever.
 */
export const PAYMENT_RESULT_RECHECK_MS: readonly number[] = [3_000, 5_000, 10_000, 20_000, 30_000];
/** Seed 001 sections 4 and 9: "a prize animation shows for 0.9 s, then the prize card." */
export const PRIZE_ANIMATION_MS = 900;

/**
 * Seed 001 section 4: Submit (ConfirmOrder, GoPay) is ready again "about 1.3 s after the
 * redirect" to the payment page.
 */
export const SUBMIT_READY_AFTER_REDIRECT_MS = 1_300;

/** Seed 001 section 8: "Save_Success and Modify_Success (1.5 s, only on 200)". */
export const SAVE_SUCCESS_MS = 1_500;

/**
 * Issue 24: how long the production server waits for a page's API calls before it sends the
 * page without the blocks still waiting (the browser then makes those calls itself).
 */
export const SERVER_DATA_BUDGET_MS = 1_500;
