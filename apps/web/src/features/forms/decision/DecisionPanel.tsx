/**
 * The client decision panel of the Results page (spec §3.10, §4): the current decision, its status
 * ('Decided To Buy' / 'Decided Not To Buy' / 'Awaiting Decision' …), the days to decide, the choices, and the
 * adviser's notes, sent with the choice picked; once decided, 'Save notes' stores edited notes with the
 * same decision. Failure shows 'Unable to set Client Decision' (spec §8).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_STATUS, MESSAGES, NOTES_MAX, NOTES_MAX_MESSAGE, type Choice } from '@rlc/shared';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { setClientResponse } from '../api.ts';
import { decisionRequest, decisionText, magicDecisionBlock, offeredChoices } from './decisions.ts';
import { DecisionMenu } from './DecisionMenu.tsx';
import { FORMS_LIST_KEY, useFormCache, useLoadedForm } from '../queries.ts';

export function DecisionPanel() {
  const { formId, form } = useLoadedForm();
  const cache = useFormCache(formId);
  const { choices, yesId, noId, decisionDays, decisionNotes } = form.choices;
  const [notes, setNotes] = useState(decisionNotes);
  const tooLong = notes.length > NOTES_MAX;
  const current = choices.find((c) => c.type !== 'unset' && c.id === (yesId ?? noId));

  const blocked = magicDecisionBlock(form.magic);

  const pick = useApiMutation({
    mutationFn: (choice: Choice) =>
      setClientResponse(formId, {
        ...decisionRequest(choice),
        ...(choice.type === 'unset' ? {} : { notes }),
        version: cache.version(),
      }),
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
          decisionNotes: r.notes,
        },
      }));
      setNotes(r.notes);
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
          busy={pick.isPending || tooLong}
          onPick={(c) => pick.mutate(c)}
        />
      </Box>
      <TextField
        label="Decision notes"
        multiline
        minRows={2}
        fullWidth
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        error={tooLong}
        helperText={tooLong ? NOTES_MAX_MESSAGE : 'Saved with the decision.'}
        disabled={Boolean(blocked)}
        sx={{ mt: 2 }}
      />
      {current && notes !== decisionNotes && (
        <Button
          sx={{ mt: 1 }}
          variant="outlined"
          disabled={pick.isPending || tooLong}
          onClick={() => pick.mutate(current)}
        >
          Save notes
        </Button>
      )}
    </Paper>
  );
}
