// What an error report may say (issue 26 item 3): no token, personal data or form values. An
// error's message and stack can carry them (a URL with a query, an e-mail address in a
// validation message, a card or phone number, a token), so the text is cut and scrubbed.

const MAX_MESSAGE = 300;
const MAX_STACK_LINES = 12;

const RULES: [RegExp, string][] = [
  // An address's query and fragment (ids, tokens, secrets): the path stays.
  [/(\b[a-z][a-z\d+.-]*:\/\/[^\s?#'"()]*)[?#][^\s'"()]*/gi, '$1'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // A bearer or JWT-like token, a long hex or base64 run.
  [/\bBearer\s+\S+/gi, 'Bearer [redacted]'],
  [/\b[\w-]{8,}\.[\w-]{8,}\.[\w-]{4,}\b/g, '[token]'],
  [/\b[A-Za-z\d+/_-]{32,}={0,2}/g, '[redacted]'],
  // Digits of a card, a phone or an account (6 or more, spaces and dashes within).
  [/\+?\d(?:[\s-]?\d){5,}/g, '[number]'],
];

/** A text with what may be personal or secret replaced, at most `max` characters. */
export function scrubText(text: string, max = MAX_MESSAGE): string {
  let scrubbed = text;
  for (const [pattern, replacement] of RULES) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/** A stack's first lines, scrubbed as messages are. */
export function scrubStack(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .slice(0, MAX_STACK_LINES)
    .map((line) => scrubText(line, 500))
    .join('\n');
}
