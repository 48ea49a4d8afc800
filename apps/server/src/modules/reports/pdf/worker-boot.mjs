// Worker-thread entry for the PDF pool. Worker threads do not inherit the tsx loader when the parent was
// not started with it (vitest, plain node), so register tsx's ESM hooks here before importing the TSX code.
// Registering when the parent already runs under tsx is harmless.
import { register } from 'tsx/esm/api';

register();
const mod = await import('./worker.ts');

export default mod.default;
