/**
 * The e-mail provider staff get for each new research request (issue #19), built with the e-mail kit
 * (lib/email): text and escaped HTML with the same content.
 */
import { link as anchor } from '../../lib/email/parts.ts';
import { html } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';
import type { NewResearchRequestRow } from './repository.ts';

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

const LABEL = 'padding:4px 12px 4px 0;text-align:left;vertical-align:top;white-space:nowrap';

const template = defineEmail(
  'research-request',
  ['title', 'lines', 'link'],
  `<mj-text>%%title%%</mj-text>
<mj-table>%%lines%%</mj-table>
<mj-text>%%link%%</mj-text>`,
);

export function renderStaffNotice(
  request: Omit<NewResearchRequestRow, 'orgId' | 'userId'> & { id: number; email: string; publicUrl: string },
): Promise<EmailContent> {
  const title = KIND_TITLES[request.kind];
  const lines = noticeLines(request, request.email);
  const link = `${request.publicUrl}/managecustomers`;
  return template.render({
    subject: `${title} #${request.id} from ${request.email}`,
    preview: `${title} #${request.id} from ${request.email}`,
    slots: {
      title: html`<h2 style="font-size:18px;margin:0 0 8px">${title} #${request.id}</h2>`,
      lines: html`${lines.map(([label, value]) => html`<tr><th style="${LABEL}">${label}</th><td style="padding:4px 0">${value}</td></tr>`)}`,
      link: html`<p>${anchor(link, 'All requests')}</p>`,
    },
    text: [
      `${title} #${request.id}`,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      `All requests: ${link}`,
    ],
    footer: {
      why: 'You get this e-mail because this address receives the research requests of AgencyScout customers.',
    },
  });
}
