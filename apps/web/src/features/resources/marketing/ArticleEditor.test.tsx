/**
 * The article editor's checks: Save with empty fields names each missing one beside it and sends
 * nothing; a date that is not a real day is refused by the date field; a valid article is handed over trimmed;
 * a server 400 puts its message beside the field it names.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../../api/client.ts';
import { ArticleEditor } from './ArticleEditor.tsx';

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The message under a field (MUI links it by aria-describedby). */
const messageOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

function renderEditor(error?: unknown) {
  const onSave = vi.fn();
  render(
    <ArticleEditor article={null} busy={false} error={error} onSave={onSave} onClose={() => undefined} />,
  );
  return onSave;
}

describe('ArticleEditor', () => {
  it('names every missing field beside it and saves nothing', () => {
    const onSave = renderEditor();
    type('Date', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(messageOf('Title')).toBe('Title required.');
    expect(messageOf('Date')).toBe('Date required.');
    expect(messageOf('Summary')).toBe('Summary required.');
    expect(messageOf('Body')).toBe('Body required.');
    // Typing in a field clears its message.
    type('Title', 'Rates day');
    expect(messageOf('Title')).toBeUndefined();
  });

  it('refuses 31/02/2026 in the date field (not a real day)', () => {
    renderEditor();
    type('Date', '31/02/2026');
    // The date rule says why the day does not exist (packages/shared dateRules.ts): February 2026 has 28 days.
    expect(messageOf('Date')).toBe('February 2026 has 28 days.');
  });

  it('hands over a valid article trimmed, with the date as ISO and published as ticked', () => {
    const onSave = renderEditor();
    type('Title', '  Rates day  ');
    type('Date', '20/09/2026');
    type('Summary', 'What changed.');
    type('Body', '## Heading\n\nSome **bold** words.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published (advisers see it)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Rates day',
      date: '2026-09-20',
      summary: 'What changed.',
      body: '## Heading\n\nSome **bold** words.',
      published: true,
    });
    // The preview draws the body as the reader will.
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it("shows a server 400's issue beside the field it names", () => {
    renderEditor(
      new ApiError(
        400,
        'VALIDATION',
        'Invalid',
        undefined,
        [{ path: 'summary', message: 'At most 400 characters.' }],
        true,
      ),
    );
    expect(messageOf('Summary')).toBe('At most 400 characters.');
  });
});
