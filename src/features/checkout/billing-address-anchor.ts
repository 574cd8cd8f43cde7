// The Billing Address section's anchor: a missing address scrolls there (seed 001 section 5:
// "PleSelectss (and the screen scrolls to the address section)").

export const BILLING_SECTION_ID = 'billing-address';

export function scrollToBillingAddress(): void {
  if (typeof document === 'undefined') return;
  const section = document.getElementById(BILLING_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
