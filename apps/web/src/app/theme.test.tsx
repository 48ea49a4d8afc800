/**
 * The theme (theme.ts): its autofill set-up — however many text fields a screen draws, the two keyframes MUI's
 * autofill detection needs live in one style sheet, and every input still carries the animation whose start MUI
 * listens for (the names InputBase compares: 'mui-auto-fill', 'mui-auto-fill-cancel') — and field hints that break
 * inside a long word.
 */
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../components/inputs/TextInput.tsx';
import { makeQueryClient, Providers } from './Providers.tsx';
import { theme } from './theme.ts';

const cssText = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('theme: autofill detection', () => {
  it('declares the keyframes once for 30 fields, and gives each input the animations', () => {
    render(
      <Providers queryClient={makeQueryClient()}>
        {Array.from({ length: 30 }, (_, i) => (
          <TextField key={i} label={`Field ${i}`} />
        ))}
      </Providers>,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(30);
    const css = cssText();
    // One declaration of each keyframes (MUI's default would be one per field: 30 of each).
    expect(css.match(/@keyframes mui-auto-fill\{/g)).toHaveLength(1);
    expect(css.match(/@keyframes mui-auto-fill-cancel\{/g)).toHaveLength(1);
    // The inputs' own rule starts the cancel animation on mount and the fill animation when autofilled.
    const input = screen.getByRole('textbox', { name: 'Field 0' });
    const inputRules = [...input.classList].flatMap((c) =>
      [...css.matchAll(new RegExp(`\\.${c}[^{]*\\{[^}]*\\}`, 'g'))].map((m) => m[0]),
    );
    expect(inputRules.join('\n')).toMatch(/animation-name:mui-auto-fill-cancel/);
    expect(inputRules.join('\n')).toMatch(/:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
  });
});

describe('theme: field hints', () => {
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
