/**
 * The client decision panel of the Results page (spec §3.10, §4): the current decision, its status
 * ('Decided To Buy' / 'Decided Not To Buy' / 'Awaiting Decision' …), the days to decide, and the choices.
 * Failure shows 'Unable to set Client Decision' (spec §8).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FORM_STATUS, MESSAGES, type Choice } from '@rlc/shared';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { setClientResponse } from '../api.ts';
import { decisionRequest, decisionText, magicDecisionBlock, offeredChoices } from './decisions.ts';
import { DecisionMenu } from './DecisionMenu.tsx';
import { FORMS_LIST_KEY, useFormCache, useLoadedForm } from '../queries.ts';

export function DecisionPanel() {
  const { formId, form } = useLoadedForm();
  const cache = useFormCache(formId);
  const { choices, yesId, noId, decisionDays } = form.choices;

  const blocked = magicDecisionBlock(form.magic);

  const pick = useApiMutation({
    mutationFn: (choice: Choice) =>
      setClientResponse(formId, { ...decisionRequest(choice), version: cache.version() }),
    errorToast: MESSAGES.form.decisionFailed,
    onSuccess: (r) => {
      cache.patch(r.version, (f) => ({
        main: { ...f.main, status: r.decisionStatus, clientResponse: r.clientResponse },
        choices: {
          ...f.choices,
          choices: r.choices,
          yesId: r.yesId,
          noId: r.noId,
          decisionDays: r.decisionDays,
          decision_at: r.updatedAt,
        },
      }));
      void cache.client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
    },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="decision-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="decision-title" variant="h3" component="h3" gutterBottom>
        Client decision
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography data-testid="decision-status" sx={{ fontWeight: 600 }}>
            {FORM_STATUS[form.main.status]}
          </Typography>
          {(yesId ?? noId) && <Typography>{decisionText(form.main.status, choices, yesId, noId)}</Typography>}
          {decisionDays !== null && (
            <Typography variant="body2" color="text.secondary">
              Decided {decisionDays} day{decisionDays === 1 ? '' : 's'} after the report was created.
            </Typography>
          )}
          {blocked && (
            <Typography variant="body2" color="text.secondary" data-testid="decision-blocked">
              {blocked}
            </Typography>
          )}
        </Box>
        <DecisionMenu
          label="Set client decision"
          blockedReason={blocked}
          choices={offeredChoices(choices, form.main.status, form.magic.magicStatus)}
          selectedId={yesId ?? noId}
          busy={pick.isPending}
          onPick={(c) => pick.mutate(c)}
        />
      </Box>
    </Paper>
  );
}
