// Which outcome the mock provider gives (success, failure, pending or closed): chosen in the
// development scenario switcher's panel and kept in sessionStorage, so it survives a reload
// of the tab (as the switcher's API choices do). Default: success.
import type { PaymentOutcomeKind } from './types';

export const MOCK_OUTCOME_KEY = 'dev.payment-mock-outcome';
export const MOCK_OUTCOMES: readonly PaymentOutcomeKind[] = [
  'success',
  'failure',
  'pending',
  'closed',
];

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function getMockOutcome(): PaymentOutcomeKind {
  const value = storage()?.getItem(MOCK_OUTCOME_KEY);
  return MOCK_OUTCOMES.find((outcome) => outcome === value) ?? 'success';
}

export function setMockOutcome(outcome: PaymentOutcomeKind): void {
  if (outcome === 'success') storage()?.removeItem(MOCK_OUTCOME_KEY);
  else storage()?.setItem(MOCK_OUTCOME_KEY, outcome);
}
