// Turns Ajv's raw errors into one finding per actual problem. Ajv reports a value that
// fails a oneOf (say a nullable timestamp holding a number) once per branch plus once for
// the oneOf itself; a backend engineer needs one line: "expected string or null, got
// number 42". For each failed oneOf/anyOf we re-validate the value against each branch,
// keep the closest branch's errors, and drop the rest.
import type { ErrorObject, SchemaObject } from 'ajv/dist/2020.js';
import type { Contract } from './contract.ts';

/** A branch whose value is not even of the right JSON type is a poor match. */
const WRONG_TYPE_PENALTY = 1000;

function isComposite(error: ErrorObject): boolean {
  return error.keyword === 'oneOf' || error.keyword === 'anyOf';
}

function inside(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function typesOf(error: ErrorObject): string[] {
  const type = (error.params as { type?: unknown }).type;
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? type.split(',') : [];
}

function prefixed(errors: ErrorObject[], base: string): ErrorObject[] {
  return errors.map((e) => ({ ...e, instancePath: `${base}${e.instancePath}` }));
}

function branchErrors(contract: Contract, branch: unknown, value: unknown): ErrorObject[] {
  const validate = contract.validatorFor(branch as SchemaObject | boolean);
  if (validate(value)) return [];
  return reduceSchemaErrors(contract, [...(validate.errors ?? [])]);
}

/** One error per problem: failed oneOf/anyOf collapsed to their closest branch. */
export function reduceSchemaErrors(contract: Contract, errors: ErrorObject[]): ErrorObject[] {
  const composites = errors
    .map((error, index) => ({ error, index }))
    .filter(({ error }) => isComposite(error));
  if (composites.length === 0) return errors;
  // The outermost first: the shortest path; at equal paths Ajv reports the outer one last.
  composites.sort(
    (a, b) => a.error.instancePath.length - b.error.instancePath.length || b.index - a.index,
  );
  const outer = composites[0]?.error;
  if (!outer) return errors;
  const base = outer.instancePath;
  // In this contract oneOf/anyOf never has sibling keywords, so every error at or under
  // its path comes from its branches.
  const others = errors.filter((e) => !inside(e.instancePath, base));
  const passing = (outer.params as { passingSchemas?: unknown }).passingSchemas;
  let replacement: ErrorObject[];
  if (outer.keyword === 'oneOf' && Array.isArray(passing)) {
    replacement = [outer];
  } else {
    const branches = Array.isArray(outer.schema) ? (outer.schema as unknown[]) : [];
    const candidates = branches.map((branch) => {
      const found = branchErrors(contract, branch, outer.data);
      const wrongType = found.some((e) => e.instancePath === '' && e.keyword === 'type');
      return { found, score: found.length + (wrongType ? WRONG_TYPE_PENALTY : 0), wrongType };
    });
    if (candidates.length > 0 && candidates.every((c) => c.wrongType)) {
      // Not of any allowed type: one type error listing every allowed type.
      const types = [...new Set(candidates.flatMap((c) => c.found.flatMap(typesOf)))];
      replacement = [
        {
          ...outer,
          keyword: 'type',
          params: { type: types },
          message: `must be ${types.join(' or ')}`,
        },
      ];
    } else {
      const best = candidates.reduce<(typeof candidates)[number] | undefined>(
        (acc, c) => (acc === undefined || c.score < acc.score ? c : acc),
        undefined,
      );
      replacement = best ? prefixed(best.found, base) : [outer];
    }
  }
  return [...reduceSchemaErrors(contract, others), ...replacement];
}
