/** What other modules may use of the client list: the rows of 'new leads at your clients'. */
export type { NewLeadsAtClientRow } from './repository.ts';
