/** Business constants of the spec (prospecting-core §3, §9; outreach-integrations-admin §9). */

/** Session cookie lifetime: 864,000,000 ms (10 days). §3, §9. */
export const SESSION_COOKIE_MAX_AGE_MS = 864_000_000;
export const SESSION_COOKIE_NAME = 'session';
/** Header carrying the session id on every authenticated call. §7. */
export const SESSION_HEADER = 'RequestId';
/** Header carrying an API key (Account data APISettings.APIKey). */
export const API_KEY_HEADER = 'X-Api-Key';

/** Cookies the leads screens keep (§3), cleared on start-up (§2.1). */
export const COOKIES = {
  tickerMode: 'tickerMode',
  leadFilter: 'leadFilter',
  leadPage: 'leadPage',
  leadsQuery: 'leadsQuery',
  session: SESSION_COOKIE_NAME,
} as const;

/** Local storage key of the dark-theme choice (§9 'Dark theme: stored under a local key'). */
export const DARK_THEME_STORAGE_KEY = 'agencyscout.darkTheme';

/** Snackbar timeout in ms (§9). */
export const SNACKBAR_TIMEOUT_MS = 3000;

/** Max users default before the organisation is loaded (§9). */
export const MAX_USERS_UNLOADED = -1;

/** Export quota per organisation user and cycle (rows); the cycle is a calendar month. */
export const DEFAULT_EXPORT_LIMIT = 1000;
