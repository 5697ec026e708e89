/**
 * What the research-requests feature lends to other features: the no-results panel's request form (lead
 * screens), the requests table and the queries and mutations of the Account Settings Requests tab and of the
 * staff's customer admin.
 */
export { researchRequestKeys, useAllResearchRequests, useDeleteResearchRequest, useMyResearchRequests } from './api.ts';
export { CompanyRequestForm } from './components/company-request-form.tsx';
export { ResearchRequestForm } from './components/research-request-form.tsx';
export { ResearchRequestPanel } from './components/research-request-panel.tsx';
export { ResearchRequestsTable } from './components/research-requests-table.tsx';
