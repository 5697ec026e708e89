import { createTheme, type Theme } from '@mui/material/styles';

/** The product's teal (brief) and a deep navy for contrast. */
export const BRAND_TEAL = '#1FBC9C';
const NAVY = '#17324D';

/** Light and dark MUI themes (prospecting-core §1): compact, professional, teal primary. */
export function createAppTheme(dark: boolean): Theme {
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: BRAND_TEAL, dark: '#17957C', light: '#4FD0B5', contrastText: '#FFFFFF' },
      secondary: { main: dark ? '#8FB3D9' : NAVY },
      background: dark ? { default: '#0F1720', paper: '#16212C' } : { default: '#F4F7F9', paper: '#FFFFFF' },
      ...(dark ? {} : { text: { primary: '#1B2733', secondary: '#5B6B7A' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderRadius: 8 } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTableCell: { defaultProps: { size: 'small' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListSubheader: { styleOverrides: { root: { lineHeight: '32px', fontSize: '0.75rem', letterSpacing: 0.4 } } },
    },
  });
}
