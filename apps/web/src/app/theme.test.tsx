import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { TextInput } from '../components/inputs/TextInput.tsx';
import { theme } from './theme.ts';

describe('theme', () => {
  it('lets a field’s helper text break inside a long word, so a typed name cannot widen the page', () => {
    // The Report name field's hint quotes the client's names ("Leave blank to use "…""): a 100-character
    // surname with no space in it was one unbreakable line, and the Customer Details page grew to ~3,100 px
    // wide at a 1280 px window. Breaking anywhere keeps the hint within its field's column.
    const long = 'O’Brien-Müller'.padEnd(100, 'x');
    render(
      <ThemeProvider theme={theme}>
        <TextInput
          label="Report name"
          value=""
          onChange={() => {}}
          helperText={`Leave blank to use "${long}"`}
        />
      </ThemeProvider>,
    );
    const hint = screen.getByText(`Leave blank to use "${long}"`);
    expect(getComputedStyle(hint).overflowWrap).toBe('anywhere');
  });
});
