/**
 * Why the comparison could not be worked out, for Summary, Results and the PDF panel. A refusal of the form's
 * inputs (400 VALIDATION with `issues`, see issueTargets.ts) lists each problem in the server's plain words with a
 * link to the screen holding the field; anything else (network, server fault) says so with a Try again button.
 * Reads the loaded form from the query cache (the form layout has loaded it) to name the option pages.
 */
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MESSAGES, type FormResponse } from '@rlc/shared';
import { ApiError } from '../../../api/client.ts';
import { distinctIssues, issueTarget, type FormIssue } from './issueTargets.ts';
import { formKey } from '../queries.ts';

export interface ComparisonProblemProps {
  error: unknown;
  formId: number;
  /** What could not be made, in the title: 'summary', 'results' or 'PDF'. */
  what: string;
  /** What could not be done to it, in the title (default 'worked out'; the PDF's is 'generated'). */
  verb?: string;
  /** Offered for failures that are not the inputs' fault. */
  onRetry?: () => void;
}

/** The input issues of a refusal, or null when the error is not one. */
export function inputIssues(error: unknown): FormIssue[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'VALIDATION') return null;
  const issues = error.issues?.length ? error.issues : [{ path: '', message: error.message }];
  return distinctIssues(issues);
}

export function ComparisonProblem({
  error,
  formId,
  what,
  verb = 'worked out',
  onRetry,
}: ComparisonProblemProps) {
  const client = useQueryClient();
  const issues = inputIssues(error);
  if (!issues) {
    const message = error instanceof Error && error.message ? error.message : MESSAGES.generic;
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      >
        Could not work out the {what}: {message}
      </Alert>
    );
  }
  const form = client.getQueryData<FormResponse>(formKey(formId));
  const base = `/corporate/form/${formId}`;
  return (
    <Alert severity="warning" sx={{ my: 1 }} data-testid="comparison-problem">
      <AlertTitle>
        The {what} cannot be {verb} until {issues.length === 1 ? 'this is' : 'these are'} fixed
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {issues.map((issue) => {
          const target = issueTarget(issue.path, form);
          return (
            <li key={`${issue.path}|${issue.message}`}>
              {issue.message}
              {target && (
                <>
                  {' '}
                  <Link component={RouterLink} to={`${base}/${target.path}`}>
                    Go to {target.screen}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
