/** The download's file name, read from the server's Content-Disposition header. */
import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './api.ts';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name and falls back to the quoted one', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Zoe - Results.pdf"; filename*=UTF-8''Zo%C3%AB%20-%20Results.pdf`,
      ),
    ).toBe('Zoë - Results.pdf');
    expect(dispositionFileName('attachment; filename="A - Summary.pdf"')).toBe('A - Summary.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
