/**
 * The one MUI theme (design §6). Calm professional palette: deep teal primary, slate text, warm grey
 * background. Contrast checked against WCAG AA (4.5:1 for body text):
 *  - primary #00566B on white ≈ 8.0:1; white on primary ≈ 8.0:1
 *  - text.primary #1F2A33 on background #F6F7F8 ≈ 13.9:1; text.secondary #4A5A66 on white ≈ 7.0:1
 *  - error #B3261E on white ≈ 6.5:1
 */
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#00566B', contrastText: '#FFFFFF' },
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
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
