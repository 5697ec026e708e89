import type { ResearchRequest } from '@agencyscout/contracts';

/** One line saying what a request asks for (location, category, type; the search; or the company). */
export function describeRequest(request: ResearchRequest): string {
  if (request.kind === 'company') return `Company: ${request.companyName ?? ''} (contact ${request.contactName ?? ''})`;
  const parts = [
    request.location === 'City' ? request.city : request.location,
    request.category,
    request.employmentType,
    request.searchName ? `Saved search: ${request.searchName}` : null,
    request.search?.keyWords ? `Keywords: ${request.search.keyWords}` : null,
    request.search?.jobTitle ? `Job title: ${request.search.jobTitle}` : null,
    request.search?.locations?.length
      ? `Locations: ${request.search.locations.map((location) => location.location).join(', ')}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
