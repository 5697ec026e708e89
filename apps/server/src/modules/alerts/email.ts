/**
 * The alert e-mail of one saved search and lead type (issue #11): up to 50 new leads (title linked to the lead,
 * company, place, pay, posted date), the count of the rest with a link to the search, and the unsubscribe link.
 * Built with the e-mail kit (lib/email): every text from data is escaped in the HTML part; the plain-text part carries the same content. A sample (issue
 * #30) is the same e-mail with a subject prefix, a first line saying what it is and a link to the search's alert
 * settings in place of the unsubscribe link.
 */
import { ALERT_SAMPLE_TEXTS, type LeadHit, type LeadType } from '@agencyscout/contracts';
import { formatDisplayDate } from '../../lib/dates.ts';
import { link, notice, tableRows } from '../../lib/email/parts.ts';
import { html } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';

export interface AlertEmailModel {
  publicUrl: string;
  searchId: number;
  searchName: string;
  leadType: LeadType;
  hits: LeadHit[];
  total: number;
  unsubscribeUrl: string;
  /** Set for a sample: its first line (ALERT_SAMPLE_TEXTS.bodyNote); `unsubscribeUrl` is then the settings link. */
  sampleNote?: string;
}

/** Whole amounts with thousands separators (one formatter for the thousands of amounts of an alert run). */
const AMOUNT = new Intl.NumberFormat('en-US');

function money(value: number, currency: string | null): string {
  return `${currency && currency !== 'USD' ? `${currency} ` : '$'}${AMOUNT.format(Math.round(value))}`;
}

/** The pay of a lead as a recruiter reads it: a yearly range, else an hourly one, else nothing. */
export function payText(hit: LeadHit): string {
  const currency = hit.salaryCurrency;
  if (hit.maxSalary || hit.minSalary) {
    const parts = [hit.minSalary, hit.maxSalary].filter((value): value is number => Boolean(value));
    return `${parts.map((value) => money(value, currency)).join(' – ')} a year`;
  }
  if (hit.hourlyPayMin || hit.hourlyPayMax) {
    const parts = [hit.hourlyPayMin, hit.hourlyPayMax].filter((value): value is number => Boolean(value));
    return `${parts.map((value) => money(value, currency)).join(' – ')} an hour`;
  }
  return '';
}

function placeText(hit: LeadHit): string {
  return hit.location ?? [hit.city, hit.state].filter(Boolean).join(', ');
}

function section(leadType: LeadType): string {
  return leadType === 'Agency' ? 'leads' : 'openweb';
}

export function searchUrl(publicUrl: string, leadType: LeadType, searchId: number): string {
  return `${publicUrl}/${section(leadType)}?dontclearfilter=true&searchId=${searchId}`;
}

function leadUrl(publicUrl: string, hit: LeadHit): string {
  return `${publicUrl}/${section(hit.leadType)}/${hit.id}`;
}

function leadTypeName(leadType: LeadType): string {
  return leadType === 'Agency' ? 'Agency' : 'Open Web';
}

const template = defineEmail(
  'saved-search-alert',
  ['intro', 'leads', 'more'],
  `<mj-text>%%intro%%</mj-text>
<mj-table>%%leads%%</mj-table>
<mj-text>%%more%%</mj-text>`,
);

const LEAD_COLUMNS = ['Job title', 'Company', 'Location', 'Pay', 'Posted'];

/** A lead as both parts show it (each value worked out once). */
interface LeadLine {
  title: string;
  url: string;
  company: string;
  place: string;
  pay: string;
  posted: string;
}

function leadLine(publicUrl: string, hit: LeadHit): LeadLine {
  return {
    title: hit.title,
    url: leadUrl(publicUrl, hit),
    company: hit.companyName ?? '',
    place: placeText(hit),
    pay: payText(hit),
    posted: formatDisplayDate(hit.postedAt),
  };
}

function textPart(intro: string, leads: LeadLine[], moreLine: string, sampleNote: string | undefined): string[] {
  return [
    ...(sampleNote ? [sampleNote, ''] : []),
    intro,
    '',
    ...leads.flatMap((lead) => [
      lead.title,
      `  ${[lead.company, lead.place, lead.pay, lead.posted].filter(Boolean).join(' · ')}`,
      `  ${lead.url}`,
    ]),
    '',
    moreLine,
  ];
}

export function renderAlertEmail(model: AlertEmailModel): Promise<EmailContent> {
  const kind = leadTypeName(model.leadType);
  const name = model.searchName.replace(/[\r\n]+/g, ' ');
  const prefix = model.sampleNote ? ALERT_SAMPLE_TEXTS.subjectPrefix : '';
  const rest = model.total - model.hits.length;
  const allUrl = searchUrl(model.publicUrl, model.leadType, model.searchId);
  const intro = `New ${kind} leads for your saved search "${model.searchName}":`;
  const leads = model.hits.map((hit) => leadLine(model.publicUrl, hit));
  const rows = leads.map((lead) => [link(lead.url, lead.title), lead.company, lead.place, lead.pay, lead.posted]);
  return template.render({
    subject: `${prefix}${model.total} new ${kind} lead${model.total === 1 ? '' : 's'} for "${name}"`,
    preview: model.sampleNote ?? intro,
    slots: {
      intro: html`${model.sampleNote ? notice(model.sampleNote) : ''}<p>New ${kind} leads for your saved search <strong>${model.searchName}</strong>:</p>`,
      leads: tableRows(LEAD_COLUMNS, rows),
      more:
        rest > 0
          ? html`<p>…and ${rest} more. ${link(allUrl, `See all ${model.total} leads`)}</p>`
          : html`<p>${link(allUrl, 'Open the search')}</p>`,
    },
    text: textPart(
      intro,
      leads,
      rest > 0 ? `…and ${rest} more: ${allUrl}` : `See the search: ${allUrl}`,
      model.sampleNote,
    ),
    footer: {
      why: model.sampleNote
        ? `You asked for this sample of the alert of your saved search "${name}".`
        : `You get this e-mail because an alert is on for your saved search "${name}".`,
      link: {
        label: model.sampleNote ? ALERT_SAMPLE_TEXTS.manageAlert : 'Turn off this alert',
        url: model.unsubscribeUrl,
      },
    },
  });
}
