import { createRequire } from 'node:module';

/**
 * Loaded before every suite (vitest.config.ts, decision 0068): the suites render with React's production build,
 * as the production server does. React picks its build from NODE_ENV when it is first required, and Vitest sets
 * NODE_ENV to `test`, which loads the development build: it records an owner stack (an Error) for every element
 * and checks every property, which was a tenth of the suites' CPU. NODE_ENV is switched only while React is
 * loaded, so the app's own configuration still reads `test`. Node keeps the modules, so every later import of
 * React in the worker gets these.
 */
const require = createRequire(import.meta.url);
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id);
} finally {
  process.env.NODE_ENV = nodeEnv;
}
