// The backend team's set-up data for a conformance run (`--setup setup.json`): named values
// that replace the spec's example values in every request (an order id, a product id that
// exists in their test data) and, optionally, the token. Example:
//   { "token": "<test account token>", "values": { "spuId": 10104, "orderId": "TL2026..." } }
import { readFileSync } from 'node:fs';
import { isRecord } from '../spec.ts';

export interface SetupData {
  token?: string;
  /** By field or parameter name; see applyValues in requests.ts. */
  values: Record<string, unknown>;
}

export class SetupError extends Error {}

export function parseSetup(text: string, file: string): SetupData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw new SetupError(
      `${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isRecord(parsed)) throw new SetupError(`${file} must hold a JSON object`);
  const unknown = Object.keys(parsed).filter((k) => k !== 'token' && k !== 'values');
  if (unknown.length > 0)
    throw new SetupError(`${file}: unknown key ${unknown.join(', ')} (expected token, values)`);
  if (parsed.token !== undefined && typeof parsed.token !== 'string')
    throw new SetupError(`${file}: "token" must be a string`);
  if (parsed.values !== undefined && !isRecord(parsed.values))
    throw new SetupError(`${file}: "values" must be an object of named values`);
  return {
    ...(typeof parsed.token === 'string' && parsed.token ? { token: parsed.token } : {}),
    values: isRecord(parsed.values) ? parsed.values : {},
  };
}

export function readSetup(file: string): SetupData {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new SetupError(`cannot read the set-up file ${file}`);
  }
  return parseSetup(text, file);
}
