// The answer rules checked against the contract's own examples (openapi/domains/captcha.yaml
// and auth.yaml), which were produced with the example challenges' secret keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { encryptAesEcb, isAesKey } from './aes-ecb';
import {
  BLOCK_PUZZLE_Y,
  blockPuzzlePoint,
  buildCaptchaVerification,
  CAPTCHA_DISPLAY_WIDTH,
  CAPTCHA_IMAGE_WIDTH,
  clickWordPoint,
  encodePointJson,
  MAX_PIECE_OFFSET,
  plainPointJson,
  toDisplayX,
  toImageX,
} from './captcha-answer';

interface Example<T> {
  summary?: string;
  description?: string;
  value: T;
}
interface CheckBody {
  captchaType: string;
  pointJson: string;
  token: string;
}
interface Challenge {
  repData: { token: string; secretKey: string; wordList: string[] | null };
}

const contractFile = (name: string) => join(process.cwd(), 'openapi/domains', name);
const read = (name: string) =>
  parse(readFileSync(contractFile(name), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
    components: {
      schemas: Record<string, { examples?: string[] }>;
      examples: Record<string, Example<Challenge>>;
    };
  };

const captcha = read('captcha.yaml');
const checkExamples = (
  captcha.paths['/api/captcha/captcha/check']!.post as {
    requestBody: {
      content: { 'application/json': { examples: Record<string, Example<CheckBody>> } };
    };
  }
).requestBody.content['application/json'].examples;
const blockChallenge = captcha.components.examples.CaptchaBlockPuzzleSuccess!.value.repData;
const wordChallenge = captcha.components.examples.CaptchaClickWordSuccess!.value.repData;

/** The "Plain pointJson before encryption: ..." text of an example's description. */
function plainOf(example: Example<CheckBody>): string {
  const match = /Plain pointJson before encryption: (.+)\.$/.exec(example.description ?? '');
  if (!match?.[1]) throw new Error('example without a plain pointJson');
  return match[1];
}

describe('encryption against the contract examples', () => {
  it('encrypts the slide answer exactly as the blockPuzzle check example', () => {
    const example = checkExamples.blockPuzzle!;
    const plain = plainOf(example);
    expect(plain).toBe(plainPointJson(blockPuzzlePoint(147.5)));
    expect(example.value.token).toBe(blockChallenge.token);
    expect(encodePointJson(plain, blockChallenge.secretKey)).toBe(example.value.pointJson);
  });

  it('encrypts the three taps exactly as the clickWord check example', () => {
    const example = checkExamples.clickWord!;
    const plain = plainOf(example);
    expect(plain).toBe(
      plainPointJson([
        { x: 52, y: 88 },
        { x: 201, y: 41 },
        { x: 137, y: 120 },
      ]),
    );
    expect(example.value.token).toBe(wordChallenge.token);
    expect(encodePointJson(plain, wordChallenge.secretKey)).toBe(example.value.pointJson);
  });

  it('sends plain JSON when the challenge has no secret key', () => {
    const example = checkExamples.blockPuzzlePlain!;
    expect(encodePointJson(plainPointJson(blockPuzzlePoint(147.5)), null)).toBe(
      example.value.pointJson,
    );
    expect(encodePointJson('{"x":1,"y":5}', '')).toBe('{"x":1,"y":5}');
    expect(encodePointJson('{"x":1,"y":5}', undefined)).toBe('{"x":1,"y":5}');
  });

  it('builds the CaptchaVerification example from token---pointJson (slide puzzle)', () => {
    const [expected] = captcha.components.schemas.CaptchaVerification!.examples!;
    expect(
      buildCaptchaVerification(blockChallenge.token, '{"x":147.5,"y":5}', blockChallenge.secretKey),
    ).toBe(expected);
  });

  it('builds the auth examples captchaVerification (click-word)', () => {
    const auth = readFileSync(contractFile('auth.yaml'), 'utf8');
    const verification = buildCaptchaVerification(
      wordChallenge.token,
      '[{"x":52,"y":88},{"x":201,"y":41},{"x":137,"y":120}]',
      wordChallenge.secretKey,
    );
    expect(auth).toContain(`captchaVerification: ${verification}`);
  });

  it('sends the plain token---pointJson string without a secret key', () => {
    expect(buildCaptchaVerification('abc', '{"x":10,"y":5}', null)).toBe('abc---{"x":10,"y":5}');
  });

  it('pads with PKCS#7: 16 bytes of plain text become two blocks', () => {
    const out = encryptAesEcb('0123456789abcdef', 'XwKsGlMcdPMEhR1B');
    expect(atob(out)).toHaveLength(32);
    expect(atob(encryptAesEcb('', 'XwKsGlMcdPMEhR1B'))).toHaveLength(16);
  });

  it('refuses a key that is not an AES key length', () => {
    expect(isAesKey('XwKsGlMcdPMEhR1B')).toBe(true);
    expect(isAesKey('short')).toBe(false);
    expect(() => encryptAesEcb('x', 'short')).toThrow(RangeError);
  });
});

describe('geometry', () => {
  it('scales a pointer distance on the 330 px picture back to the 310 px image', () => {
    expect(toImageX(CAPTCHA_DISPLAY_WIDTH)).toBe(CAPTCHA_IMAGE_WIDTH);
    expect(toImageX(165)).toBe(155);
    expect(toImageX(100, 310)).toBe(100);
    expect(toDisplayX(155)).toBe(165);
  });

  it('keeps the piece on the picture and y at 5', () => {
    expect(blockPuzzlePoint(-4)).toEqual({ x: 0, y: BLOCK_PUZZLE_Y });
    expect(blockPuzzlePoint(999)).toEqual({ x: MAX_PIECE_OFFSET, y: 5 });
    expect(blockPuzzlePoint(147.5)).toEqual({ x: 147.5, y: 5 });
  });

  it('maps a tap on the drawn picture to whole image pixels', () => {
    expect(clickWordPoint(330, 165)).toEqual({ x: 310, y: 155 });
    expect(clickWordPoint(55.35, 93.6)).toEqual({ x: 52, y: 88 });
    expect(clickWordPoint(100, 50, 310, 155)).toEqual({ x: 100, y: 50 });
  });
});
