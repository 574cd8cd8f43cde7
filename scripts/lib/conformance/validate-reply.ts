// Checks one reply of a live backend against the contract, layer by layer, so that one
// problem is reported once: HTTP status and a readable body first, then the content type,
// the envelope, the declared business codes, and finally the operation's schema (types,
// required fields, enum values, formats) with a JSON pointer into the reply body.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { isRecord } from '../spec.ts';
import { escapePointer, follow, type Contract, type ContractOperation } from './contract.ts';
import { reduceSchemaErrors } from './schema-errors.ts';

export type ViolationKind =
  | 'status'
  | 'content-type'
  | 'non-json'
  | 'envelope'
  | 'business-code'
  | 'type'
  | 'required'
  | 'enum'
  | 'format'
  | 'schema'
  | 'accepted-invalid'
  | 'timeout'
  | 'network'
  | 'tls';

export interface Violation {
  kind: ViolationKind;
  /** JSON pointer into the reply body ('' is the whole body); '' for non-body problems. */
  pointer: string;
  expected: string;
  got: string;
  /** One sentence a backend engineer can act on. */
  message: string;
}

export interface Reply {
  status: number;
  contentType: string;
  bodyText: string;
}

export interface ReplyCheck {
  violations: Violation[];
  /** Set when the reply conforms but only partly could be checked (a declared error code). */
  note?: string;
}

const PREVIEW_CHARS = 80;

export function snippet(text: string, max = PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "string \"abc\"", "number 42", "an object with keys a, b", "null", ... */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    return keys.length === 0
      ? 'an empty object'
      : `an object with keys ${snippet(keys.join(', '), 60)}`;
  }
  if (typeof value === 'string') return `string ${snippet(JSON.stringify(value), 60)}`;
  if (typeof value === 'number')
    return `${Number.isInteger(value) ? 'integer' : 'number'} ${value}`;
  if (typeof value === 'boolean') return `boolean ${value ? 'true' : 'false'}`;
  return typeof value;
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

function at(pointer: string): string {
  return pointer === '' ? 'the body' : pointer;
}

/** Maps one (reduced) Ajv error to a violation. */
export function toViolation(error: ErrorObject): Violation {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const raw = params.type;
      const types = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
      const expected = types.join(' or ');
      const got = describeValue(error.data);
      return {
        kind: 'type',
        pointer,
        expected,
        got,
        message: `${at(pointer)}: expected ${expected}, got ${got}`,
      };
    }
    case 'required': {
      const field = String(params.missingProperty);
      const full = `${pointer}/${escapePointer(field)}`;
      return {
        kind: 'required',
        pointer: full,
        expected: 'present (required)',
        got: 'missing',
        message: `${full}: the required field "${field}" is missing`,
      };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      const expected = `one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      const got = describeValue(error.data);
      return {
        kind: 'enum',
        pointer,
        expected,
        got,
        message: `${at(pointer)}: ${got} is not an allowed value (${expected})`,
      };
    }
    case 'const': {
      const expected = JSON.stringify(params.allowedValue);
      const got = describeValue(error.data);
      return {
        kind: 'enum',
        pointer,
        expected,
        got,
        message: `${at(pointer)}: expected ${expected}, got ${got}`,
      };
    }
    case 'format': {
      const expected = `a ${String(params.format)} string`;
      const got = describeValue(error.data);
      return {
        kind: 'format',
        pointer,
        expected,
        got,
        message: `${at(pointer)}: expected ${expected}, got ${got}`,
      };
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const full = `${pointer}/${field}`;
      return {
        kind: 'schema',
        pointer: full,
        expected: 'no such field',
        got: `field "${field}"`,
        message: `${full}: the field "${field}" is not in the contract`,
      };
    }
    default: {
      const expected = `${error.keyword}: ${error.message ?? 'see the schema'}`;
      const got = describeValue(error.data);
      return {
        kind: 'schema',
        pointer,
        expected,
        got,
        message: `${at(pointer)}: ${error.message ?? error.keyword} (got ${got})`,
      };
    }
  }
}

function schemaViolations(contract: Contract, pointer: string, body: unknown): Violation[] {
  const validate = contract.validatorAt(pointer);
  if (validate(body)) return [];
  return reduceSchemaErrors(contract, [...(validate.errors ?? [])]).map(toViolation);
}

function problemSummary(body: unknown): string {
  if (!isRecord(body)) return describeValue(body);
  const title = typeof body.title === 'string' ? body.title : '';
  const detail = typeof body.detail === 'string' ? body.detail : '';
  return title || detail
    ? snippet(`${title}${title && detail ? ': ' : ''}${detail}`)
    : describeValue(body);
}

function statusHint(status: number): string {
  if (status === 401 || status === 403)
    return ' The call needs a signed-in user: pass a test account token with --token.';
  if (status === 404) return ' Is the path deployed, and does --target include any base path?';
  if (status === 400 || status === 422)
    return " The backend rejected the contract's own example request.";
  if (status >= 500) return ' The backend failed; see its log for this request.';
  return '';
}

export function checkReply(contract: Contract, op: ContractOperation, reply: Reply): ReplyCheck {
  const type = mediaType(reply.contentType);
  let body: unknown;
  let parsed = false;
  try {
    body = JSON.parse(reply.bodyText) as unknown;
    parsed = true;
  } catch {
    parsed = false;
  }
  const expectedShape = `HTTP 200 with ${op.mediaTypes[0] ?? 'application/json'} (the envelope)`;

  // 1. A reply that is not JSON at all (an HTML error page, a proxy's text): one finding.
  if (!parsed) {
    const what = `HTTP ${reply.status} ${type || 'without a content type'}`;
    return {
      violations: [
        {
          kind: 'non-json',
          pointer: '',
          expected: expectedShape,
          got: `${what}: ${reply.bodyText.trim() === '' ? 'an empty body' : snippet(reply.bodyText)}`,
          message: `The reply is not JSON (${what})${reply.status >= 500 ? '; a gateway or error page answered instead of the API' : ''}.`,
        },
      ],
    };
  }

  // 2. Any status but 200: the contract answers every business outcome with HTTP 200.
  if (reply.status !== 200) {
    const got = `HTTP ${reply.status} ${type}: ${problemSummary(body)}`;
    return {
      violations: [
        {
          kind: 'status',
          pointer: '',
          expected: expectedShape,
          got,
          message: `Expected HTTP 200, got ${reply.status}.${statusHint(reply.status)}`,
        },
      ],
    };
  }

  const violations: Violation[] = [];
  // 3. The content type (the body is JSON, so checking goes on).
  if (op.mediaTypes.length > 0 && !op.mediaTypes.some((m) => mediaType(m) === type)) {
    violations.push({
      kind: 'content-type',
      pointer: '',
      expected: op.mediaTypes.join(' or '),
      got: type || 'no Content-Type header',
      message: `The Content-Type is ${type || 'missing'}, expected ${op.mediaTypes.join(' or ')}.`,
    });
  }
  if (!op.successPointer || !op.envelope) return { violations };

  // 4. The envelope: an object with the code field of the right kind.
  const { codeField, successCode } = op.envelope;
  const code = isRecord(body) ? body[codeField] : undefined;
  if (!isRecord(body) || typeof code !== typeof successCode) {
    const shape = codeField === 'code' ? '{code, msg, data}' : `{${codeField}, repMsg, repData}`;
    violations.push({
      kind: 'envelope',
      pointer: isRecord(body) ? `/${codeField}` : '',
      expected: `the envelope ${shape} with ${codeField} ${JSON.stringify(successCode)} on success`,
      got:
        isRecord(body) && codeField in body
          ? `${codeField}: ${describeValue(code)}`
          : describeValue(body),
      message: `The reply is not the contract's envelope ${shape}${isRecord(body) ? `: "${codeField}" is ${codeField in body ? describeValue(code) : 'missing'}` : ''}.`,
    });
    return { violations };
  }

  // 5. A business error: the code must be declared for this operation.
  if (code !== successCode) {
    if (op.errorPointer) violations.push(...schemaViolations(contract, op.errorPointer, body));
    const codeText = String(code);
    if (!op.declaredErrorCodes.includes(codeText)) {
      violations.push({
        kind: 'business-code',
        pointer: `/${codeField}`,
        expected: `one of the codes declared in x-business-codes: ${[String(successCode), ...op.declaredErrorCodes].join(', ')}`,
        got: `${codeField} ${codeText}`,
        message: `Business code ${codeText} is not declared for ${op.operationId}; add it to x-business-codes with an example, or do not return it.`,
      });
      return { violations };
    }
    const msg =
      isRecord(body) && typeof body.msg === 'string' ? `: "${snippet(body.msg, 60)}"` : '';
    return {
      violations,
      note: `answered the declared business code ${codeText}${msg}; only the error envelope was checked (the example request may not match this backend's data)`,
    };
  }

  // 6. A success: the whole success branch, data included.
  violations.push(...schemaViolations(contract, op.successPointer, body));
  return { violations };
}

/** The spec pointer of the JSON schema of the response the contract declares for a status. */
function declaredResponseSchema(
  contract: Contract,
  op: ContractOperation,
  status: number,
): { schema?: string } | undefined {
  const responses = isRecord(op.operation.responses) ? op.operation.responses : {};
  const key = [String(status), `${String(status)[0]}XX`].find((k) => k in responses);
  if (!key) return undefined;
  const base = `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${key}`;
  const response = follow(contract.spec, responses[key], base);
  if (!isRecord(response.node)) return undefined;
  const content = isRecord(response.node.content) ? response.node.content : {};
  const type = Object.keys(content).find((m) => m.endsWith('json'));
  const media = type ? content[type] : undefined;
  if (!type || !isRecord(media) || media.schema === undefined) return {};
  const at = `${response.pointer}/content/${escapePointer(type)}/schema`;
  return { schema: follow(contract.spec, media.schema, at).pointer };
}

/**
 * Checks the reply to a request that breaks the contract (a generated invalid case). It
 * must be a rejection the contract declares: the envelope with a declared business error
 * code (HTTP 200), or a 4XX response the operation declares (the contract's ClientError:
 * RFC 9457 problem+json, which is how Prism, the contract's mock, rejects it). Never a
 * success, a 5xx, or a page that is not JSON.
 */
export function checkRejection(
  contract: Contract,
  op: ContractOperation,
  reply: Reply,
  what: string,
): ReplyCheck {
  const expected = 'a rejection: a declared business error code, or a declared 4XX';
  if (reply.status >= 400 && reply.status < 500) {
    let body: unknown;
    try {
      body = JSON.parse(reply.bodyText) as unknown;
    } catch {
      return checkReply(contract, op, reply);
    }
    const declared = declaredResponseSchema(contract, op, reply.status);
    if (declared === undefined)
      return {
        violations: [
          {
            kind: 'status',
            pointer: '',
            expected,
            got: `HTTP ${reply.status}: ${problemSummary(body)}`,
            message: `HTTP ${reply.status} is not a response ${op.operationId} declares; reject with a declared business code instead.`,
          },
        ],
      };
    return {
      violations: declared.schema ? schemaViolations(contract, declared.schema, body) : [],
    };
  }
  const check = checkReply(contract, op, reply);
  if (check.violations.length > 0 || check.note) return { violations: check.violations };
  return {
    violations: [
      {
        kind: 'accepted-invalid',
        pointer: `/${op.envelope?.codeField ?? 'code'}`,
        expected,
        got: `the success code ${JSON.stringify(op.envelope?.successCode ?? 200)}`,
        message: `An invalid request (${what}) was answered as a success; the backend must reject it with a business error code.`,
      },
    ],
  };
}
