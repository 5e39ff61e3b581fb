// Worker entry used when running from TypeScript sources (tests, `node --import tsx`): loads
// tsx inside the worker thread, then the real entry, mesh-worker.ts.
import { tsImport } from 'tsx/esm/api';

await tsImport('./mesh-worker.ts', import.meta.url);
