// Multi-step flows: calls that need an earlier call's result. Each step is sent with the
// spec's example request, the set-up values and the values captured so far (the named
// value replaces the field or parameter of that name, see applyValues), and must answer a
// success: a declared business error stops the flow, as it would stop the storefront.
import { isRecord } from '../spec.ts';
import { nodeAt, type Contract, type ContractOperation } from './contract.ts';
import { send } from './http.ts';
import { buildRequest, MissingExampleError } from './requests.ts';
import { checkReply, describeValue, type Violation } from './validate-reply.ts';

export interface FlowStep {
  operationId: string;
  /** Named values taken from the success reply: name -> JSON pointer into the body. */
  captures?: Record<string, string>;
  /** The reply must carry a captured value here: JSON pointer -> name. */
  echoes?: Record<string, string>;
}

export interface Flow {
  name: string;
  steps: FlowStep[];
}

/** The storefront's purchase after checkout: the order it creates is read and cancelled. */
export const FLOWS: Flow[] = [
  {
    name: 'create an order, read its detail, cancel it',
    steps: [
      { operationId: 'createOrder', captures: { orderId: '/data/orderId' } },
      { operationId: 'getOrderDetail', echoes: { '/data/orderId': 'orderId' } },
      { operationId: 'cancelOrder' },
    ],
  },
];

export interface StepResult {
  operationId: string;
  method: string;
  path: string;
  result: 'pass' | 'fail' | 'skipped';
  note?: string;
  status?: number;
  durationMs?: number;
  request?: { method: string; path: string; body?: unknown };
  violations: Violation[];
}

export interface FlowResult {
  name: string;
  result: 'pass' | 'fail' | 'skipped';
  note?: string;
  steps: StepResult[];
}

export interface FlowContext {
  target: URL;
  token?: string;
  values: Record<string, unknown>;
  timeoutMs: number;
  deadline: number;
}

function stepOf(op: ContractOperation): StepResult {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    result: 'pass',
    violations: [],
  };
}

/** Why a flow cannot run with these options, or undefined. */
export function flowSkipReason(
  contract: Contract,
  flow: Flow,
  options: { includeUnsafe: boolean; token?: string },
): string | undefined {
  const ops = flow.steps.map((s) =>
    contract.operations.find((o) => o.operationId === s.operationId),
  );
  const known = ops.filter((op): op is ContractOperation => op !== undefined);
  if (known.length < ops.length) return 'an operation of the flow is not in this contract';
  if (!options.includeUnsafe && known.some((op) => !op.read))
    return 'state-changing: runs only with --include-unsafe (against a test backend)';
  if (!options.token && known.some((op) => op.needsToken))
    return 'needs a signed-in user: pass --token';
  return undefined;
}

export async function runFlow(
  contract: Contract,
  flow: Flow,
  context: FlowContext,
): Promise<FlowResult> {
  const values = { ...context.values };
  const steps: StepResult[] = [];
  let stopped: string | undefined;
  for (const step of flow.steps) {
    const op = contract.operations.find((o) => o.operationId === step.operationId);
    // flowSkipReason has checked that every operation is in the contract.
    if (!op) throw new Error(`${step.operationId} is not in the contract`);
    const result = stepOf(op);
    steps.push(result);
    if (stopped) {
      result.result = 'skipped';
      result.note = stopped;
      continue;
    }
    let request;
    try {
      request = buildRequest(contract, op, context.target, context.token, values);
    } catch (error) {
      if (!(error instanceof MissingExampleError)) throw error;
      result.result = 'fail';
      result.note = `cannot build the request: ${error.message}`;
      stopped = `${op.operationId} could not be called`;
      continue;
    }
    result.request = {
      method: request.method,
      path: request.path,
      ...(request.body === undefined ? {} : { body: request.body }),
    };
    const outcome = await send(request, {
      timeoutMs: context.timeoutMs,
      deadline: context.deadline,
    });
    result.durationMs = outcome.durationMs;
    if (!outcome.ok) {
      result.violations = [
        {
          kind: outcome.failure.kind.includes('timeout') ? 'timeout' : 'network',
          pointer: '',
          expected: `a reply within ${context.timeoutMs} ms`,
          got: outcome.failure.kind,
          message: outcome.failure.message,
        },
      ];
    } else {
      result.status = outcome.reply.status;
      const check = checkReply(contract, op, outcome.reply);
      result.violations = check.violations;
      if (check.violations.length === 0 && check.note)
        result.violations = [
          {
            kind: 'business-code',
            pointer: `/${op.envelope?.codeField ?? 'code'}`,
            expected: 'a success: the flow needs this step to succeed',
            got: check.note,
            message: `${op.operationId} ${check.note.split(';')[0]}; the flow needs a success (check the values in --setup).`,
          },
        ];
      if (result.violations.length === 0) {
        const body = JSON.parse(outcome.reply.bodyText) as unknown;
        for (const [pointer, name] of Object.entries(step.echoes ?? {})) {
          const got = nodeAt(body, pointer);
          if (got !== values[name])
            result.violations.push({
              kind: 'schema',
              pointer,
              expected: `${JSON.stringify(values[name])} (${name} from the step before)`,
              got: describeValue(got),
              message: `${pointer}: expected the ${name} of the step before, ${JSON.stringify(values[name])}, got ${describeValue(got)}`,
            });
        }
        for (const [name, pointer] of Object.entries(step.captures ?? {})) {
          const got = nodeAt(body, pointer);
          if (got === undefined || got === null || isRecord(got))
            result.violations.push({
              kind: 'required',
              pointer,
              expected: `the ${name} for the next step`,
              got: describeValue(got),
              message: `${pointer}: no ${name} for the next step`,
            });
          else values[name] = got;
        }
      }
    }
    if (result.violations.length > 0) {
      result.result = 'fail';
      stopped = `${op.operationId} failed, so this step could not run`;
    }
  }
  return {
    name: flow.name,
    result: steps.some((s) => s.result === 'fail') ? 'fail' : 'pass',
    steps,
  };
}
