/**
 * What other modules may use of the CRM records: the lead search's CRM condition, the leads' chips, and the pulled
 * CRM id of a matched company (pushes use it rather than a duplicate).
 */
export { crmChipsOf } from './chips.ts';
export { crmMatchCondition, findPulledCrmCompanyId } from './repository.ts';
