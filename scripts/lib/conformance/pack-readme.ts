// The README.md of the standalone conformance pack, for the backend team.
export const PACK_README = `# Contract conformance check ({{contract}})

Checks a running backend against the storefront's contract (\`openapi.bundled.yaml\`, in
this folder). Needs only Node.js 20 or later (tested on Node 20 and 24); nothing to install.

\`\`\`sh
# Reads that need no sign-in (the safe first run):
node conformance.mjs --target https://api.test.example.com
# Everything, state-changing calls and the multi-step flows included: a TEST backend only.
CONFORMANCE_TOKEN=<test account token> node conformance.mjs \\
  --target https://api.test.example.com --include-unsafe --setup setup.json \\
  --junit reports/conformance.xml
\`\`\`

What it does, per operation:

- sends the contract's example request and checks the reply: HTTP 200, JSON, the envelope
  \`{code, msg, data}\`, a business code the operation declares (\`x-business-codes\`), and
  the data against the schema (types, required fields, enums, formats, patterns);
- sends \`--cases\` (default 5) requests generated from the request schema that are valid
  (the reply must conform, as above) and up to as many that are invalid: a required field
  missing, a wrong type, a string longer than maxLength, a broken pattern. An invalid
  request must be rejected: the envelope with a declared business error code, or a 4XX
  the operation declares (RFC 9457 problem+json). A success, a 5xx or an HTML page fails;
- the generated requests come from a seed, printed in the output and the reports: rerun
  with \`--seed <n>\` to send exactly the same requests again.

Then the multi-step flows (with \`--include-unsafe\` and a token): create an order, read
its detail, cancel it, each step using the order id the first one returned.

Set-up data (\`--setup setup.json\`): named values that replace the contract's example
values wherever a request has a body field (top level) or a path or query parameter of
that name, so the calls use data that exists on your test backend:

\`\`\`json
{ "values": { "spuId": 10104, "orderId": "TL2026112000001" }, "token": "<optional>" }
\`\`\`

Prefer \`CONFORMANCE_TOKEN\` (or \`--token\`) for the token; it wins over the file's.

Reports: \`conformance-report/conformance-report.md\` and \`.json\` (\`--out <dir>\`), and
with \`--junit <file>\` a JUnit XML file for the CI: a test case per operation and per
generated request, a test suite per flow; failures name the operation, the field, what the
contract expects and what came back.

Exit status: 0 all conforming, 1 violations found, 2 bad input or unreachable target.
\`node conformance.mjs --help\` lists every option.
`;
