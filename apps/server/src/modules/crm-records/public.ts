/** What other modules may use of the CRM records: the lead search's CRM condition and the leads' chips. */

export { crmChipsOf } from './chips.ts';
export { crmMatchCondition } from './repository.ts';
