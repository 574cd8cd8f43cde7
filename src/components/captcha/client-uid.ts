// The per-browser captcha client id the server rate-limits by (contract GetCaptchaRequest
// clientUid: 'slider-<uuid>' for the slide puzzle, 'point-<uuid>' for click-word, kept in
// local storage under 'slider' and 'point' as AJ-Captcha's own client does).
import type { CaptchaType } from '../../api/generated/model';
import { randomUuid } from '../../lib/visitor-uuid';

const PREFIX: Record<CaptchaType, string> = { blockPuzzle: 'slider', clickWord: 'point' };

export function captchaClientUid(kind: CaptchaType): string {
  const key = PREFIX[kind];
  try {
    const stored = localStorage.getItem(key);
    if (stored?.startsWith(`${key}-`)) return stored;
    const created = `${key}-${randomUuid()}`;
    localStorage.setItem(key, created);
    return created;
  } catch {
    // Storage blocked (private mode): a fresh id per challenge still works.
    return `${key}-${randomUuid()}`;
  }
}
