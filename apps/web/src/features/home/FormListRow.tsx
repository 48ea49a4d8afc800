/**
 * One row of the home form list (spec §3.7): the report name (the people under it when it does not name them),
 * community and state, status label with the decision, created date, updated time-ago text (the date in its
 * tooltip), undecided days, and the row actions; the owner (the adviser who created it) for users who see others'
 * reports. A click anywhere outside the actions opens the form; the Open button is the keyboard path.
 * Issue 14: names, community and owner stay on one line each (cut with an ellipsis, the whole in a tooltip), and
 * the status on at most two: its label, then the magic link's state or the decision. Each cell's data-label (its
 * column's name) heads it in the list's card layout on narrow screens.
 */
import { memo } from 'react';
import { useNavigate } from 'react-router';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FORM_STATUS, formatDate, type FormListItem } from '@rlc/shared';
import { OverflowText } from '../../components/OverflowText.tsx';
import { timeAgo } from './timeAgo.ts';
import { FormListActions } from './FormListActions.tsx';
import { magicLineText } from './MagicLine.tsx';
import { formPath } from '../forms/index.ts';
import { decisionWords, nameLines, type ListUser } from './FormListModel.ts';
import { useSession } from '../../session/useSession.ts';

export interface FormListRowProps {
  form: FormListItem;
  /** Epoch ms the time-ago text is measured from (refreshed every 60 s by the list). */
  now: number;
  user: ListUser | null | undefined;
  /** Show the Owner cell (users who see others' reports). */
  showOwner: boolean;
}

// Memoised: the list re-renders every 60 s for the time-ago text and on each key typed in the search box.
export const FormListRow = memo(function FormListRow({ form: f, now, user, showOwner }: FormListRowProps) {
  const navigate = useNavigate();
  const session = useSession();
  const decision = decisionWords(f);
  const names = nameLines(f);
  const days =
    f.decisionDays !== null ? ` · ${f.decisionDays} day${f.decisionDays === 1 ? '' : 's'} to decide` : '';
  // The status's second line: the magic link's state, then the decision (a magic form decided names both).
  const second = [
    f.isMagic ? magicLineText(f, now, session?.consts.magicStatus) : '',
    decision && decision + days,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TableRow hover data-form-id={f.id} onClick={() => void navigate(formPath(f))} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <OverflowText text={names.title} sx={{ fontWeight: 600 }} />
        {names.people && <OverflowText text={names.people} variant="body2" color="text.secondary" />}
      </TableCell>
      <TableCell data-label="Community">
        <OverflowText text={`${f.communityName} (${f.communityState})`} variant="body2" />
      </TableCell>
      {showOwner && (
        <TableCell data-testid="owner" data-label="Owner">
          <OverflowText text={f.createdBy?.name || 'Former user'} variant="body2" />
        </TableCell>
      )}
      <TableCell data-testid="status" data-label="Status">
        <OverflowText text={FORM_STATUS[f.status]} variant="body2" />
        {second && (
          <OverflowText
            text={second}
            variant="body2"
            color="text.secondary"
            {...(f.isMagic ? { testId: 'magic-line' } : {})}
          />
        )}
      </TableCell>
      <TableCell data-label="Created">{formatDate(f.createdAt)}</TableCell>
      <TableCell data-label="Updated">
        <span title={formatDate(f.updatedAt)}>{timeAgo(f.updatedAt, now)}</span>
      </TableCell>
      <TableCell data-label="Undecided days">{f.undecisionDays ?? ''}</TableCell>
      {/* React events bubble through portals, so the decision menu and the delete dialog (rendered in
          portals) would reach the row too: stop every click of the actions here. */}
      <TableCell align="right" sx={{ cursor: 'auto' }} onClick={(e) => e.stopPropagation()}>
        <FormListActions form={f} user={user} />
      </TableCell>
    </TableRow>
  );
});
