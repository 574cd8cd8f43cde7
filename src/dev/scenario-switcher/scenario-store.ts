// Development only (never in the production bundle): the scenario switcher's state. Which
// reply Prism should give each operation (a named example or a status, sent as Prism's
// Prefer header) is kept in sessionStorage so it survives a reload of the tab; the calls
// each screen made are kept in memory, by the page's pathname.

export type Choice = { kind: 'example'; name: string } | { kind: 'code'; status: number };

export interface RecordedCall {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. /api/member/billing-address/{id}. */
  path: string;
  /** The pathname of the screen that made the call. */
  screen: string;
  status: number;
  /** Prism's validating proxy's findings (the sl-violations header), if any. */
  violations: string[];
}

export const STORAGE_KEY = 'dev.scenario-switcher.choices';

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
/** operationId -> the latest call, per screen pathname. */
const callsByScreen = new Map<string, Map<string, RecordedCall>>();

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes whenever a choice or a recorded call changes (for useSyncExternalStore). */
export function getVersion(): number {
  return version;
}

function isChoice(value: unknown): value is Choice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'example' && typeof v.name === 'string' && v.name !== '') ||
    (v.kind === 'code' && typeof v.status === 'number' && Number.isInteger(v.status))
  );
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function getChoices(): Record<string, Choice> {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const choices: Record<string, Choice> = {};
    for (const [operationId, choice] of Object.entries(parsed)) {
      if (isChoice(choice)) choices[operationId] = choice;
    }
    return choices;
  } catch {
    return {};
  }
}

export function setChoice(operationId: string, choice: Choice | undefined): void {
  const choices = Object.fromEntries(
    Object.entries(getChoices()).filter(([id]) => id !== operationId),
  );
  if (choice) choices[operationId] = choice;
  const store = storage();
  if (Object.keys(choices).length === 0) store?.removeItem(STORAGE_KEY);
  else store?.setItem(STORAGE_KEY, JSON.stringify(choices));
  emit();
}

export function resetChoices(): void {
  storage()?.removeItem(STORAGE_KEY);
  emit();
}

/** The value of Prism's Prefer header for a choice. */
export function preferValue(choice: Choice): string {
  return choice.kind === 'example' ? `example=${choice.name}` : `code=${choice.status}`;
}

/** Encodes a choice as a <select> value, and back. */
export function choiceKey(choice: Choice | undefined): string {
  if (!choice) return '';
  return choice.kind === 'example' ? `example:${choice.name}` : `code:${choice.status}`;
}

export function parseChoiceKey(key: string): Choice | undefined {
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  if (kind === 'example' && value) return { kind: 'example', name: value };
  if (kind === 'code' && /^\d{3}$/.test(value)) return { kind: 'code', status: Number(value) };
  return undefined;
}

export function recordCall(call: RecordedCall): void {
  let calls = callsByScreen.get(call.screen);
  if (!calls) {
    calls = new Map();
    callsByScreen.set(call.screen, calls);
  }
  calls.set(call.operationId, call);
  emit();
}

/** The operations a screen has called, in the order first called. */
export function callsForScreen(screen: string): RecordedCall[] {
  return [...(callsByScreen.get(screen)?.values() ?? [])];
}

/** For tests: forget the recorded calls. */
export function clearRecordedCalls(): void {
  callsByScreen.clear();
  emit();
}
