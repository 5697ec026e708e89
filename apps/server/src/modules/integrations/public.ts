/** What other modules may use of the CRM integrations: connected providers, a contact's CRM ids, provider calls. */
export { withBullhornSession } from './bullhorn-service.ts';
export { httpOptions, type IntegrationDeps, requireConnection } from './connections.ts';
export { withHubspot } from './hubspot-service.ts';
export { connectedKinds, findContactForPush, type PushContact, saveContactCrmId } from './repository.ts';
