/** What other modules may use of the CRM integrations: connected providers and a contact's CRM ids. */
export { connectedKinds, findContactForPush, type PushContact, saveContactCrmId } from './repository.ts';
