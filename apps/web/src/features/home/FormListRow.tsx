/**
 * One row of the home form list (spec §3.7): the report name (the people under it when it does not name them),
 * community and state, status label with the decision, created date, updated time-ago text (the date in its
 * tooltip), undecided days, and the row actions. A click anywhere outside the actions opens the form; the Open
 * button is the keyboard path.
 */
import { memo } from 'react';
import { useNavigate } from 'react-router';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FORM_STATUS, formatDate, type FormListItem, type HasPermissions } from '@rlc/shared';
import { timeAgo } from './timeAgo.ts';
import { FormListActions } from './FormListActions.tsx';
import { MagicLine } from './MagicLine.tsx';
import { formPath } from './formPath.ts';
import { decisionWords, nameLines } from './FormListModel.ts';

export interface FormListRowProps {
  form: FormListItem;
  /** Epoch ms the time-ago text is measured from (refreshed every 60 s by the list). */
  now: number;
  user: HasPermissions | null | undefined;
}

// Memoised: the list re-renders every 60 s for the time-ago text and on each key typed in the search box.
export const FormListRow = memo(function FormListRow({ form: f, now, user }: FormListRowProps) {
  const navigate = useNavigate();
  const decision = decisionWords(f);
  const names = nameLines(f);
  return (
    <TableRow hover data-form-id={f.id} onClick={() => void navigate(formPath(f))} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{names.title}</Typography>
        {names.people && (
          <Typography variant="body2" color="text.secondary">
            {names.people}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {f.communityName}
        <Typography variant="body2" color="text.secondary" component="span">
          {' '}
          ({f.communityState})
        </Typography>
      </TableCell>
      <TableCell>
        {FORM_STATUS[f.status]}
        {f.isMagic && <MagicLine form={f} now={now} />}
        {decision && (
          <Typography variant="body2" color="text.secondary">
            {decision}
            {f.decisionDays !== null
              ? ` · ${f.decisionDays} day${f.decisionDays === 1 ? '' : 's'} to decide`
              : ''}
          </Typography>
        )}
      </TableCell>
      <TableCell>{formatDate(f.createdAt)}</TableCell>
      <TableCell>
        <span title={formatDate(f.updatedAt)}>{timeAgo(f.updatedAt, now)}</span>
      </TableCell>
      <TableCell>{f.undecisionDays ?? ''}</TableCell>
      {/* React events bubble through portals, so the decision menu and the delete dialog (rendered in
          portals) would reach the row too: stop every click of the actions here. */}
      <TableCell align="right" sx={{ minWidth: 300, cursor: 'auto' }} onClick={(e) => e.stopPropagation()}>
        <FormListActions form={f} user={user} />
      </TableCell>
    </TableRow>
  );
});
