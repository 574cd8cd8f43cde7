// The header that names a page answered with the client-rendered shell instead of rendered
// here (overload.ts), for the operators' logs and `npm run load` (which reads it; no imports
// here, so a script run by Node alone can import it). The value is always `browser`.
export const RENDERED_IN_HEADER = 'x-rendered-in';
