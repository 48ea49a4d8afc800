// Worker-thread entry for the PDF pool. Worker threads do not inherit the tsx loader when the parent was
// not started with it (vitest, plain node), so register tsx's ESM hooks here before importing the TSX code.
// Registering when the parent already runs under tsx is harmless.
import { register } from 'tsx/esm/api';

// React and @react-pdf's reconciler load their development builds (extra checks) unless NODE_ENV is
// 'production' when they are first imported; a render needs none of those checks, and the production builds
// render about 7 % faster with a smaller heap (bench/pdf.bench.ts). A worker's process.env is its own copy,
// so this does not change the main thread. NODE_ENV=development keeps React's warnings for debugging.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';

register();
const mod = await import('./worker.ts');

export default mod.default;
