/** What other modules may use of the activity reports: a report's one-click unsubscribe. */
export { isReportUnsubscribeOpen, unsubscribeReport } from './repository.ts';
