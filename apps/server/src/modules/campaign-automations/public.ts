/** What other modules may use of campaign automations: which saved searches have them. */
export { hasNewIntegrations, summariesOf } from './repository.ts';
