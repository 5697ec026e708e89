/**
 * What other modules may use of the alerts module: the hour and weekday alerts are sent at, what a morning run is
 * told and counts, and the signed unsubscribe links its e-mails carry.
 */
export type { AlertSchedule } from './repository.ts';
export type { AlertRunOptions, EmailRunCounts } from './run-options.ts';
export { signUnsubscribeToken } from './unsubscribe-token.ts';
