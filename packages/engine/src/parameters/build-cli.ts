/** `npm run params -w packages/engine`: validates parameters/**.yaml and rewrites data.generated.ts. */
import { writeFileSync } from 'node:fs';
import { GENERATED_PATH, renderGeneratedModule } from './generate.ts';
import { loadParameterFiles } from './load.ts';

const files = loadParameterFiles();
writeFileSync(GENERATED_PATH, await renderGeneratedModule(files));
console.log(`Wrote ${Object.keys(files).length} parameters to ${GENERATED_PATH}`);
