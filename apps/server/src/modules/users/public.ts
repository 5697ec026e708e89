/** What other modules may use of user management: the users an organisation manages. */
export { listManagedUsers, type ManagedUserRow } from './repository.ts';
