// The AJ-Captcha answer rules (seed 000 sections 3, 4 and 7; contract captcha.yaml
// CheckCaptchaRequest.pointJson and CaptchaVerification): image geometry, the scaling of a
// pointer position back to the 310 x 155 image, and the (optionally encrypted) strings the
// check call and the resent call carry.
import { encryptAesEcb } from './aes-ecb';

/** Seed 000 section 4: "Image size 310x155 (330 wide in use)." */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
export const CAPTCHA_DISPLAY_WIDTH = 330;
/** AJ-Captcha's puzzle piece is 47 px wide on the 310 px image. */
export const CAPTCHA_PIECE_WIDTH = 47;
/** The slide puzzle sends a fixed y (contract: `{"x": <px>, "y": 5}`). */
export const BLOCK_PUZZLE_Y = 5;
/** Seed 000 section 4: "tap-characters in the given order (3 taps; wordList gives the order)". */
export const CLICK_WORD_TAPS = 3;
/** AJ-Captcha joins the token and the plain answer with this separator. */
export const VERIFICATION_SEPARATOR = '---';

export interface CaptchaPoint {
  x: number;
  y: number;
}

/** The furthest the piece can slide, in image pixels. */
export const MAX_PIECE_OFFSET = CAPTCHA_IMAGE_WIDTH - CAPTCHA_PIECE_WIDTH;

/** A distance measured on the picture as drawn (`displayWidth` wide) in 310 px image units. */
export function toImageX(displayX: number, displayWidth: number = CAPTCHA_DISPLAY_WIDTH): number {
  return (displayX * CAPTCHA_IMAGE_WIDTH) / displayWidth;
}

/** An image-unit distance as drawn on a picture `displayWidth` wide. */
export function toDisplayX(imageX: number, displayWidth: number = CAPTCHA_DISPLAY_WIDTH): number {
  return (imageX * displayWidth) / CAPTCHA_IMAGE_WIDTH;
}

export function clampPieceOffset(imageX: number): number {
  return Math.min(MAX_PIECE_OFFSET, Math.max(0, imageX));
}

/** The slide answer: the piece's offset in image pixels, y fixed at 5. */
export function blockPuzzlePoint(imageX: number): CaptchaPoint {
  return { x: clampPieceOffset(imageX), y: BLOCK_PUZZLE_Y };
}

/** A tap on the drawn picture as a whole-pixel point of the 310 x 155 image (AJ-Captcha rounds). */
export function clickWordPoint(
  displayX: number,
  displayY: number,
  displayWidth: number = CAPTCHA_DISPLAY_WIDTH,
  displayHeight: number = (displayWidth * CAPTCHA_IMAGE_HEIGHT) / CAPTCHA_IMAGE_WIDTH,
): CaptchaPoint {
  return {
    x: Math.round((displayX * CAPTCHA_IMAGE_WIDTH) / displayWidth),
    y: Math.round((displayY * CAPTCHA_IMAGE_HEIGHT) / displayHeight),
  };
}

/** The plain JSON answer: one point for the slide puzzle, the taps in order for click-word. */
export function plainPointJson(answer: CaptchaPoint | readonly CaptchaPoint[]): string {
  const toPlain = (p: CaptchaPoint) => ({ x: p.x, y: p.y });
  return JSON.stringify(
    Array.isArray(answer) ? answer.map(toPlain) : toPlain(answer as CaptchaPoint),
  );
}

function hasKey(secretKey: string | null | undefined): secretKey is string {
  return typeof secretKey === 'string' && secretKey !== '';
}

/** pointJson of the check call: encrypted with the secret key when the challenge gave one. */
export function encodePointJson(plain: string, secretKey: string | null | undefined): string {
  return hasKey(secretKey) ? encryptAesEcb(plain, secretKey) : plain;
}

/**
 * The captchaVerification the original call is resent with: `<token>---<plain pointJson>`,
 * encrypted with the secret key when the challenge gave one, else the plain string.
 */
export function buildCaptchaVerification(
  token: string,
  plain: string,
  secretKey: string | null | undefined,
): string {
  const joined = `${token}${VERIFICATION_SEPARATOR}${plain}`;
  return hasKey(secretKey) ? encryptAesEcb(joined, secretKey) : joined;
}
