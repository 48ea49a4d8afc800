import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTES_MAX } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { formResponse, summaryResponse } from '../../../test/formData.ts';
import { renderAt } from '../testing/renderForm.tsx';

const decided = (notes: string) =>
  formResponse({
    main: { ...formResponse().main, status: 'NOTBUY', clientResponse: 'no' },
    choices: {
      choices: [
        { id: '101', text: 'Sunny Grove licence', type: 'yes' },
        { id: 'home', text: 'Staying at home', type: 'no' },
        { id: 'unk', text: 'Undecided / unknown reason', type: 'no' },
        { id: 'unset', text: 'Unset', type: 'unset' },
      ],
      yesId: null,
      noId: 'home',
      decisionDays: 3,
      decision_at: '2026-11-24T00:00:00Z',
      decisionNotes: notes,
    },
  });

/** The Results page's decision panel, with the server's answers scripted; `posts` collects decision bodies. */
function renderPanel(form = formResponse()) {
  const posts: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: form } };
    if (url.endsWith('/form/5/summary')) return { status: 200, body: { data: summaryResponse() } };
    if (url.endsWith('/form/5/clientResponse')) {
      const body = JSON.parse(init?.body as string) as Record<string, unknown>;
      posts.push(body);
      return {
        status: 200,
        body: {
          data: {
            updatedAt: '2026-11-26T00:00:00Z',
            clientResponse: body.clientResponse,
            decisionStatus: body.clientResponse === 'no' ? 'NOTBUY' : 'BUY',
            yesId: body.clientResponse === 'yes' ? body.choiceId : null,
            noId: body.clientResponse === 'no' ? body.choiceId : null,
            decisionDays: 0,
            notes: body.notes ?? '',
            choices: form.choices.choices,
            version: 9,
          },
        },
      };
    }
    return undefined;
  });
  renderAt('/corporate/form/5/results');
  return posts;
}

describe('Client decision notes', () => {
  it('sends the notes typed with the choice picked', async () => {
    const posts = renderPanel();
    const notes = await screen.findByLabelText('Decision notes');
    fireEvent.change(notes, { target: { value: 'Wants to wait for the spring sale.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set client decision' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Not buying: Unknown' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { clientResponse: 'no', choiceId: 'unk', notes: 'Wants to wait for the spring sale.', version: 3 },
      ]),
    );
  });

  it('shows the stored notes and saves edited ones with the same decision', async () => {
    const posts = renderPanel(decided('Daughter lives nearby.'));
    const notes = await screen.findByLabelText('Decision notes');
    expect((notes as HTMLTextAreaElement).value).toBe('Daughter lives nearby.');
    // Nothing changed yet: nothing to save.
    expect(screen.queryByRole('button', { name: 'Save notes' })).toBeNull();
    fireEvent.change(notes, { target: { value: 'Daughter lives nearby; garden matters.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          clientResponse: 'no',
          choiceId: 'home',
          notes: 'Daughter lives nearby; garden matters.',
          version: 3,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save notes' })).toBeNull());
  });

  it('refuses notes over the limit beside the field and sends nothing', async () => {
    const posts = renderPanel(decided(''));
    const notes = await screen.findByLabelText('Decision notes');
    fireEvent.change(notes, { target: { value: 'x'.repeat(NOTES_MAX + 1) } });
    expect(await screen.findByText('At most 2,000 characters.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save notes' }).disabled).toBe(true);
    expect(posts).toEqual([]);
  });
});
