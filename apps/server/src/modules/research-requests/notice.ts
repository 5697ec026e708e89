/** The e-mail provider staff get for each new research request (text and escaped HTML with the same content). */
import type { NewResearchRequestRow } from './repository.ts';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const KIND_TITLES = { form: 'Research request', search: 'Research request (no results)', company: 'Company request' };

/** Labelled lines of the request that have a value; the search filters as compact JSON. */
function noticeLines(request: Omit<NewResearchRequestRow, 'orgId' | 'userId'>, email: string): [string, string][] {
  const lines: [string, string | null | undefined][] = [
    ['Requested by', email],
    ['Location', request.location],
    ['City', request.city],
    ['Latitude', request.latitude?.toString()],
    ['Longitude', request.longitude?.toString()],
    ['Category', request.category],
    ['EmploymentType', request.employmentType],
    ['SpecificRequirement', request.specificRequirement],
    ['Saved search', request.searchName],
    ['Search', typeof request.search === 'string' ? request.search : null],
    ['CompanyName', request.companyName],
    ['ContactName', request.contactName],
  ];
  return lines.filter((line): line is [string, string] => typeof line[1] === 'string' && line[1] !== '');
}

export function renderStaffNotice(
  request: Omit<NewResearchRequestRow, 'orgId' | 'userId'> & { id: number; email: string; publicUrl: string },
): { subject: string; text: string; html: string } {
  const title = KIND_TITLES[request.kind];
  const lines = noticeLines(request, request.email);
  const link = `${request.publicUrl}/managecustomers`;
  const subject = `${title} #${request.id} from ${request.email}`;
  const text = [
    `${title} #${request.id}`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `All requests: ${link}`,
  ].join('\n');
  const rows = lines
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<h2>${escapeHtml(title)} #${request.id}</h2><table>${rows}</table><p><a href="${escapeHtml(link)}">All requests</a></p>`;
  return { subject, text, html };
}
