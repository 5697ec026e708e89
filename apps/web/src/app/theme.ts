import { createTheme, type Theme } from '@mui/material/styles';

/** The product's teal (brief) and a deep navy for contrast. */
export const BRAND_TEAL = '#1FBC9C';
const NAVY = '#17324D';

/**
 * The brand teal is 2.4:1 on white, too light for text (WCAG AA needs 4.5:1). The light theme uses a deeper shade
 * of the same hue as its primary colour (6.1:1 on white, 5.3:1 on the selected-row tint) and keeps the brand teal
 * as the light variant; the dark theme keeps the brand teal (6.8:1 on its paper) with navy text on teal fills
 * (7.5:1). Issue #9.
 */
const LIGHT_PRIMARY = { main: '#0A6F5B', dark: '#085746', light: BRAND_TEAL, contrastText: '#FFFFFF' };
const DARK_PRIMARY = { main: BRAND_TEAL, dark: '#17957C', light: '#4FD0B5', contrastText: '#0F1720' };

/** Status colours readable as text (≥ 4.5:1) on the theme's page and paper backgrounds. */
const LIGHT_STATUS = {
  success: { main: '#2E7D32' },
  warning: { main: '#A15C00' },
  error: { main: '#C62828' },
  info: { main: '#01579B' },
};
const DARK_STATUS = {
  success: { main: '#66BB6A' },
  warning: { main: '#FFA726' },
  error: { main: '#E57373' },
  info: { main: '#29B6F6' },
};

/** Light and dark MUI themes (prospecting-core §1): compact, professional, teal primary. */
export function createAppTheme(dark: boolean): Theme {
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: dark ? DARK_PRIMARY : LIGHT_PRIMARY,
      ...(dark ? DARK_STATUS : LIGHT_STATUS),
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
      // Subtitles are styled text, not headings (MUI maps them to h6, which broke axe 'heading-order').
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // The default unselected colour (action.active, 54 % black) is 4.1:1 on the page background.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListSubheader: { styleOverrides: { root: { lineHeight: '32px', fontSize: '0.75rem', letterSpacing: 0.4 } } },
    },
  });
}
