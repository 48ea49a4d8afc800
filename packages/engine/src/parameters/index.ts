/** Parameters: schema, dated look-up and the default set compiled from `packages/engine/parameters`. */
import { parameterFiles } from './data.generated.ts';
import { buildParameterSet, type ParameterSet } from './set.ts';

export {
  buildParameterSet,
  getParameter,
  entryInForce,
  normaliseParameterPath,
  parameterReader,
} from './set.ts';
export type { ParameterSet, ParameterReading, ParameterReader } from './set.ts';
export { ParameterFileSchema, PARAMETER_STATUSES } from './schema.ts';
export type { ParameterFile, ParameterValueEntry } from './schema.ts';

/** Every parameter loaded from the repository's YAML (validated once at import). */
export const defaultParameters: ParameterSet = buildParameterSet(parameterFiles);
