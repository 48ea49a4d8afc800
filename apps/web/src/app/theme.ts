/**
 * The one MUI theme (design §6). Calm professional palette: deep teal primary, slate text, warm grey
 * background. Contrast checked against WCAG AA (4.5:1 for body text):
 *  - primary #00566B on white ≈ 8.0:1; white on primary ≈ 8.0:1
 *  - text.primary #1F2A33 on background #F6F7F8 ≈ 13.9:1; text.secondary #4A5A66 on white ≈ 7.0:1
 *  - error #B3261E on white ≈ 6.5:1
 * Keyboard focus (WCAG 2.4.7 / 2.4.11): MUI marks only a faint ripple on a focused button, so every
 * ButtonBase (buttons, tabs, steps, menu items, checkboxes) gets a 2 px primary outline while focus-visible
 * (primary on white ≈ 8.0:1, above the 3:1 a non-text indicator needs); inside bars and menus that clip their
 * overflow it is drawn inset. Text fields keep MUI's 2 px primary border on focus.
 */
import { createTheme } from '@mui/material/styles';

const PRIMARY = '#00566B';

/** The focus ring; `inset` for items whose container clips what is drawn outside them. */
const focusRing = (inset: boolean) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY}`, outlineOffset: inset ? -2 : 2 },
});

/**
 * MUI notices a browser's autofill (to float the label above the filled-in text) by an animation on every input:
 * 'mui-auto-fill' starts when the browser autofills, 'mui-auto-fill-cancel' when it un-fills (InputBase's
 * onAnimationStart reads these exact names). By default each input mounts its own global style sheet holding the
 * two keyframes: a form of 40 fields made 40 <style> elements, each a style recalculation of the whole page while a
 * phone draws the customer's Details. Here the keyframes are declared once, with the page's baseline
 * (CssBaseline, mounted once at the root by Providers), and the animations on every input by the theme.
 */
const AUTOFILL_KEYFRAMES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};
const AUTOFILL_ANIMATIONS = {
  animationName: 'mui-auto-fill-cancel',
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
};

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, contrastText: '#FFFFFF' },
    secondary: { main: '#7A4B00', contrastText: '#FFFFFF' },
    error: { main: '#B3261E' },
    warning: { main: '#8A5A00' },
    success: { main: '#2E6B30' },
    background: { default: '#F6F7F8', paper: '#FFFFFF' },
    text: { primary: '#1F2A33', secondary: '#4A5A66' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: AUTOFILL_KEYFRAMES },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: { input: AUTOFILL_ANIMATIONS },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiButtonBase: { styleOverrides: { root: focusRing(false) } },
    MuiTab: { styleOverrides: { root: focusRing(true) } },
    MuiMenuItem: { styleOverrides: { root: focusRing(true) } },
    MuiListItemButton: { styleOverrides: { root: focusRing(true) } },
    // Hints and errors can quote what was typed (a client's names): a long unbroken word wraps inside the
    // field's column instead of widening the page.
    MuiFormHelperText: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
  },
});
