/** Typed errors of the engine. The CLI maps them to exit code 2 and `{"error":{code, issues?, message}}`. */
export type EngineErrorCode = 'INVALID_INPUT' | 'PARAMETER_NOT_IN_FORCE';

export interface InputIssue {
  /** Dotted path into the input object, e.g. `split.clinical`; empty for the whole input. */
  path: string;
  message: string;
}

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly issues: InputIssue[];
  constructor(code: EngineErrorCode, message: string, issues: InputIssue[] = []) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.issues = issues;
  }
}

/** Thrown when a parameter has no value in force at the requested date (never read as 0 or "latest"). */
export class ParameterNotInForceError extends EngineError {
  readonly parameterPath: string;
  readonly asAt: string;
  constructor(parameterPath: string, asAt: string) {
    super('PARAMETER_NOT_IN_FORCE', `No value of ${parameterPath} is in force on ${asAt}`);
    this.parameterPath = parameterPath;
    this.asAt = asAt;
  }
}
