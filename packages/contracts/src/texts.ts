/** The spec's user-facing texts, defined once for server and web. */
import { CALL_LIST_TEXTS } from './call-lists.ts';
import { LEAD_SEARCH_MESSAGES } from './lead-search.ts';
import { RESEARCH_REQUEST_TEXTS } from './research-requests.ts';

/** Hover info popups of the side navigation (prospecting-core §2.2). */
export const NAV_INFO = {
  leads: 'Leads confirmed as being worked on by other firms, live to the minute.',
  openweb: 'Latest postings on the open web, not verified as agency-worked.',
  agencytips: 'Companies with a 12-month agency track record or contractors on site today.',
  savedsearch: 'Saved searches that can be edited and set as the ticker.',
  clientlist: 'Current or target clients.',
  calllist: 'Contacts to get in touch with.',
  companycontacts: 'Search companies to find contacts inside the system.',
} as const;

/** A wait in seconds as whole minutes, rounded up and at least one: '1 minute', '12 minutes'. */
function inWholeMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const MESSAGES = {
  sessionSuperseded: 'Signed in on another device',
  unauthorized: 'Sign-in required',
  invalidToken: 'Invalid or expired token',
  /** The access token's sign-in was ended: signed out, or ended by a password or e-mail change elsewhere. */
  signedOut: 'Your sign-in has ended. Please sign in again.',
  /** A signed-in browser call without a registered session of its own sign-in (RequestId). */
  sessionRequired: 'Your session is not registered. Please sign in again.',
  subscriptionExpired: 'Your subscription has ended',
  forbidden: 'You do not have permission to do this',
  /** A screen opened by a user whose permissions do not include it (a typed or shared address). */
  screenNotAllowedTitle: 'Not allowed',
  screenNotAllowed: 'You do not have permission to open this screen. Ask your account administrator if you need it.',
  notFound: 'Not found',
  internalError: 'Internal Error',
  invalidCredentials: 'Wrong e-mail or password',
  /** The login page's answer when this account (at this address) is limited; `waitSeconds` until it may try again. */
  tooManyAttempts: (waitSeconds: number) =>
    `Too many sign-in attempts for this account. Try again in ${inWholeMinutes(waitSeconds)}.`,
  /** The login page's answer when the client's address has used up its ceiling of failed sign-ins. */
  tooManyFailuresFromAddress: (waitSeconds: number) =>
    `Too many failed sign-ins from this network. Try again in ${inWholeMinutes(waitSeconds)}.`,
  sectionNotAvailable: 'This section is not available yet',
  unexpectedError: 'Unexpected Error',
  /** §8: a non-OK answer without a message field. */
  httpStatus: (status: number) => `HTTP ${status}`,
  /** Text that is not valid Unicode (a lone UTF-16 surrogate such as "\ud800"), anywhere in a request. */
  invalidText: (where: string) => `${where} is not valid text (it holds a broken Unicode character)`,
} as const;

/** Referral reward text (§1, §9). */
export const REFERRAL_REWARD = '$1,000';

/**
 * Validation texts the spec fixes word for word: the API answers them verbatim (400) so both sides
 * show the same message for the same violation; other validation messages name the field.
 */
export const SPEC_VALIDATION_MESSAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(LEAD_SEARCH_MESSAGES),
  CALL_LIST_TEXTS.required,
  RESEARCH_REQUEST_TEXTS.required,
  RESEARCH_REQUEST_TEXTS.requirementTooLong,
]);
