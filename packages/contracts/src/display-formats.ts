/**
 * How dates are shown to people, in the app and in e-mails (prospecting-core §3 'Display formats'; dayjs tokens).
 * Its own module, so that the web app's first screen does not load the date parsing of dates.ts with it.
 */
export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';
