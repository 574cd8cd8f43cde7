// The production server's entry (`npm run serve`, or `node dist/server/index.js` in a
// deployment). React and its kin are packages the server loads from node_modules, and they
// choose their development or production build by NODE_ENV when first loaded: unset, a
// deployment would render with React's development build, several times slower (measured:
// JSX's development runtime alone took a fifth of the server's time under load). So the
// environment is production unless the deployment says otherwise, and only then is the
// server loaded. The browser's build is beside this file's folder (dist/client) unless
// CLIENT_DIR says where.
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
process.env.CLIENT_DIR ||= fileURLToPath(new URL('../client', import.meta.url));
await import('./main');
