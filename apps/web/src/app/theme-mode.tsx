import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readDarkTheme, storeDarkTheme } from '../lib/theme-preference.ts';
import { createAppTheme } from './theme.ts';

interface ThemeMode {
  dark: boolean;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeMode>({ dark: false, toggle: () => undefined });

/** Light/dark theme with the choice kept in local storage (prospecting-core §1, §2.1 start-up, §2.2 toggle). */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(readDarkTheme);
  const toggle = useCallback(() => {
    const next = !dark;
    storeDarkTheme(next);
    setDark(next);
  }, [dark]);
  const theme = useMemo(() => createAppTheme(dark), [dark]);
  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}

export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}
