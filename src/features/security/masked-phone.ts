// The bound mobile as the security pages show it: the dial code, then the number with its
// middle hidden (inferred; the seeds say step 1 "shows the original phone"): a shoulder
// reading the screen learns neither the whole number nor which one it is.

/** '+65 812***67' for ('65', '81234567'); a number of 6 digits or fewer keeps its last 2. */
export function maskedPhone(dialCode: string | null | undefined, mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const head = digits.length > 6 ? digits.slice(0, 3) : '';
  const tail = digits.slice(-2);
  const hidden = '*'.repeat(Math.max(digits.length - head.length - tail.length, 0));
  const number = `${head}${hidden}${tail}`;
  return dialCode ? `+${dialCode} ${number}` : number;
}
