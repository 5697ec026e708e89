import type { TickerLead } from '@agencyscout/contracts';

/** The lead detail of a ticker lead (prospecting-core §2.3 row links). */
export function tickerLeadPath(lead: TickerLead): string {
  return `${lead.leadType === 'OpenWeb' ? '/openweb' : '/leads'}/${lead.id}?leadType=${lead.leadType}`;
}

/** The compact line: 'company - job title, location' (§2.7). */
export function compactLeadText(lead: TickerLead): string {
  const location = lead.location ? `, ${lead.location}` : '';
  return `${lead.companyName ?? 'Unknown company'} - ${lead.title}${location}`;
}

/** The saved search's leads on the lead screen (§2.6, §2.7 eye button). */
export function savedSearchLeadsPath(searchId: number): string {
  return `/leads?dontclearfilter=true&searchId=${searchId}`;
}
