// Development only: what Prism can answer for each operation, read from the bundled
// contract itself: the named examples of the 200 reply (Prism's `Prefer: example=<name>`)
// and the other statuses it declares (`Prefer: code=<status>`). A status range such as
// 4XX offers the statuses a screen most often has to handle. Storybook's screen states
// (.storybook/contract-replies.ts) serve the same named examples' values.

export interface OperationScenarios {
  operationId: string;
  method: string;
  path: string;
  examples: string[];
  statuses: number[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const RANGE_STATUSES: Record<string, number[]> = {
  '4XX': [400, 401, 403, 404, 422],
  '5XX': [500, 502, 503],
};

type Node = Record<string, unknown>;

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(spec: Node, node: unknown): Node {
  let current = node;
  for (
    let depth = 0;
    depth < 20 && isRecord(current) && typeof current.$ref === 'string';
    depth++
  ) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (isRecord(acc) ? acc[key] : undefined), spec);
  }
  return isRecord(current) ? current : {};
}

/** Every operation of the contract with its 200 reply's named examples. */
function* operationsOf(
  spec: Node,
): Generator<{ path: string; method: string; op: Node & { operationId: string }; examples: Node }> {
  const paths = isRecord(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op) || typeof op.operationId !== 'string') continue;
      const responses = isRecord(op.responses) ? op.responses : {};
      const ok = resolve(spec, responses['200']);
      const content = isRecord(ok.content) ? ok.content : {};
      const media = isRecord(content['application/json']) ? content['application/json'] : {};
      const examples = isRecord(media.examples) ? media.examples : {};
      yield { path, method, op: op as Node & { operationId: string }, examples };
    }
  }
}

export function scenariosFromSpec(spec: Node): Map<string, OperationScenarios> {
  const result = new Map<string, OperationScenarios>();
  for (const { path, method, op, examples: named } of operationsOf(spec)) {
    const responses = isRecord(op.responses) ? op.responses : {};
    const statuses = Object.keys(responses)
      .filter((status) => status !== '200' && status !== '2XX' && status !== 'default')
      .flatMap((status) =>
        /^\d{3}$/.test(status) ? [Number(status)] : (RANGE_STATUSES[status.toUpperCase()] ?? []),
      );
    result.set(op.operationId, {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      examples: Object.keys(named),
      statuses: [...new Set(statuses)].sort((a, b) => a - b),
    });
  }
  return result;
}

/** The value of an operation's named example of its 200 reply, if the contract has it. */
export function exampleFromSpec(spec: Node, operationId: string, name: string): unknown {
  for (const { op, examples } of operationsOf(spec)) {
    if (op.operationId !== operationId) continue;
    const example = isRecord(examples[name]) ? resolve(spec, examples[name]) : undefined;
    return example?.value;
  }
  return undefined;
}

let parsed: Promise<Node> | undefined;
let loading: Promise<Map<string, OperationScenarios>> | undefined;

/** Loads and parses the bundled contract once (about half a megabyte of YAML). */
export function loadSpec(): Promise<Node> {
  parsed ??= Promise.all([import('../../../build/openapi.bundled.yaml?raw'), import('yaml')]).then(
    ([text, yaml]) => yaml.parse(text.default, { maxAliasCount: -1 }) as Node,
  );
  return parsed;
}

export function loadScenarios(): Promise<Map<string, OperationScenarios>> {
  loading ??= loadSpec().then(scenariosFromSpec);
  return loading;
}
