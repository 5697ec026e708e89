/**
 * The 'new leads at your clients' e-mail (outreach-integrations-admin client list 'get alerts when new leads
 * appear'; issue #14), in the style of the saved-search alert e-mail: per client company, its new leads (title
 * linked to /leads/{id}, location, posted date), a link to the Client List and the unsubscribe link. Every text
 * from data is escaped in the HTML part (the e-mail kit, lib/email); the plain-text part carries the same content.
 */
import { formatDisplayDate } from '../../lib/dates.ts';
import { dataTable, link } from '../../lib/email/parts.ts';
import { html, type SafeHtml } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';
import type { NewLeadsAtClientRow } from '../client-list/public.ts';

export interface ClientAlertEmailModel {
  publicUrl: string;
  leads: NewLeadsAtClientRow[];
  unsubscribeUrl: string;
}

interface CompanyGroup {
  companyId: number;
  companyName: string;
  leads: NewLeadsAtClientRow[];
}

/** The leads by company, companies in the order of their newest lead. */
function byCompany(leads: NewLeadsAtClientRow[]): CompanyGroup[] {
  const groups = new Map<number, CompanyGroup>();
  for (const lead of leads) {
    const group = groups.get(lead.companyId) ?? { companyId: lead.companyId, companyName: lead.companyName, leads: [] };
    group.leads.push(lead);
    groups.set(lead.companyId, group);
  }
  return [...groups.values()];
}

const leadUrl = (publicUrl: string, lead: NewLeadsAtClientRow) => `${publicUrl}/leads/${lead.leadId}`;
const posted = (lead: NewLeadsAtClientRow) => formatDisplayDate(lead.postedAt);

const INTRO = 'New leads at the companies on your Client List:';

function textPart(model: ClientAlertEmailModel, groups: CompanyGroup[], clientListUrl: string): string[] {
  return [
    INTRO,
    ...groups.flatMap((group) => [
      '',
      group.companyName,
      ...group.leads.flatMap((lead) => [
        `  ${lead.title}`,
        `    ${[lead.location, posted(lead)].filter(Boolean).join(' · ')}`,
        `    ${leadUrl(model.publicUrl, lead)}`,
      ]),
    ]),
    '',
    `Your Client List: ${clientListUrl}`,
  ];
}

/** Each company: its name as a heading, then the table of its leads. */
function htmlGroups(publicUrl: string, groups: CompanyGroup[]): SafeHtml {
  return html`${groups.map(
    (group) => html`<h2 style="font-size:16px;margin:18px 0 6px">${group.companyName}</h2>
${dataTable(
  ['Job title', 'Location', 'Posted'],
  group.leads.map((lead) => [link(leadUrl(publicUrl, lead), lead.title), lead.location ?? '', posted(lead)]),
)}
`,
  )}`;
}

const template = defineEmail(
  'client-alert',
  ['groups', 'clientList'],
  `<mj-text><p>${INTRO}</p>%%groups%%%%clientList%%</mj-text>`,
);

export function renderClientAlertEmail(model: ClientAlertEmailModel): Promise<EmailContent> {
  const groups = byCompany(model.leads);
  const count = model.leads.length;
  const clientListUrl = `${model.publicUrl}/clientlist`;
  return template.render({
    subject: `${count} new lead${count === 1 ? '' : 's'} at your clients`,
    preview: INTRO,
    slots: {
      groups: htmlGroups(model.publicUrl, groups),
      clientList: html`<p>${link(clientListUrl, 'Open your Client List')}</p>`,
    },
    text: textPart(model, groups, clientListUrl),
    footer: {
      why: 'You get this e-mail because alerts are on for the companies on your Client List.',
      link: { label: 'Turn off these e-mails', url: model.unsubscribeUrl },
    },
  });
}
