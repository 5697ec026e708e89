/** What other modules may use of the leads module: a lead's details, its company's leads and contacts. */
export {
  type ContactFields,
  countCompanyLeads,
  findCompanyContacts,
  findCompanyLeadPage,
  findLeadDetail,
  type LeadDetailRow,
} from './detail-repository.ts';
