// Where the send-code countdown is kept so a reload resumes it (seed 000 section 4: "The
// countdown is kept in a cookie so it survives a reload and is cleared when it reaches 0 or
// the page closes"; cookies `start` and `startui`, seed 000 section 3). A running countdown
// is honoured everywhere until it reaches 0: a new tab or a re-entered address resumes it
// too (a fresh page must not offer 'Send Code' again and drop it); the session cookies end
// with the browser session at the latest. Each cookie holds a
// JSON object keyed by channel, so two buttons on one page (email and phone) keep their own:
//   start   { [channel]: the time the countdown ends, ms since the epoch }
//   startui { [channel]: the seconds the button showed last }
// The end time resumes the count after the reload; the shown seconds bound it, so a clock
// moved back cannot stretch it past what was on screen.
import { CODE_COUNTDOWN_S } from '../config/timing';
import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';

type CountdownMap = Record<string, number>;

function readMap(name: typeof COOKIE.codeStart | typeof COOKIE.codeStartUi): CountdownMap {
  const raw = readCookie(name);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] =>
        Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function writeMap(name: typeof COOKIE.codeStart | typeof COOKIE.codeStartUi, map: CountdownMap) {
  // Session cookies: they end with the browser session at the latest.
  if (Object.keys(map).length === 0) removeCookie(name);
  else writeCookie(name, JSON.stringify(map));
}

export interface StoredCountdown {
  /** When the countdown ends, ms since the epoch. */
  endsAt: number;
  secondsLeft: number;
}

/** The channel's running countdown, or undefined when none is (or it has ended). */
export function readCountdown(
  channel: string,
  now: number = Date.now(),
): StoredCountdown | undefined {
  const storedEnd = readMap(COOKIE.codeStart)[channel];
  if (storedEnd === undefined) return undefined;
  const shown = Math.min(
    readMap(COOKIE.codeStartUi)[channel] ?? CODE_COUNTDOWN_S,
    CODE_COUNTDOWN_S,
  );
  const endsAt = Math.min(storedEnd, now + shown * 1000);
  const secondsLeft = Math.ceil((endsAt - now) / 1000);
  return secondsLeft > 0 ? { endsAt, secondsLeft } : undefined;
}

/** Records a running countdown: when it ends and the seconds on screen. */
export function saveCountdown(channel: string, endsAt: number, secondsShown: number): void {
  writeMap(COOKIE.codeStart, { ...readMap(COOKIE.codeStart), [channel]: endsAt });
  writeMap(COOKIE.codeStartUi, { ...readMap(COOKIE.codeStartUi), [channel]: secondsShown });
}

/** Forgets the channel's countdown (it reached 0). */
export function clearCountdown(channel: string): void {
  const { [channel]: _end, ...starts } = readMap(COOKIE.codeStart);
  const { [channel]: _shown, ...shown } = readMap(COOKIE.codeStartUi);
  writeMap(COOKIE.codeStart, starts);
  writeMap(COOKIE.codeStartUi, shown);
}
