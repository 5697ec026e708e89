/** What other modules may use of the sessions module: ending a user's sessions. */
export { endUserSessions } from './repository.ts';
