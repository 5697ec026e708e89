/** What other modules may use of the alerts module: the hour and weekday alerts are sent at. */
export type { AlertSchedule } from './repository.ts';
