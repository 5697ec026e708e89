import { DARK_THEME_STORAGE_KEY } from '@agencyscout/contracts';

/** The stored dark-theme choice (prospecting-core §1, §9). Without a stored choice the light theme is used. */
export function readDarkTheme(): boolean {
  try {
    return window.localStorage.getItem(DARK_THEME_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeDarkTheme(dark: boolean): void {
  try {
    window.localStorage.setItem(DARK_THEME_STORAGE_KEY, String(dark));
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
