import type { LeadDetailCompany, LeadHit } from '@agencyscout/contracts';

/** Pure display rules of the lead detail (prospecting-core §2.4): the neighbour strip, the company's address lines. */

export const NEIGHBOUR_COUNT = 3;

/** The strip's three leads around the current one (clamped to the list's ends) and the previous/next leads. */
export interface NeighbourWindow {
  items: LeadHit[];
  /** Index of the current lead in the list, -1 when it is not in it. */
  index: number;
  previous: LeadHit | undefined;
  /** After the last lead comes the first again (§2.4 'wraps to the start'). */
  next: LeadHit | undefined;
}

export function neighbourWindow(list: readonly LeadHit[], leadId: number): NeighbourWindow {
  const index = list.findIndex((hit) => hit.id === leadId);
  if (list.length === 0) return { items: [], index, previous: undefined, next: undefined };
  const start = index < 0 ? 0 : Math.max(0, Math.min(index - 1, list.length - NEIGHBOUR_COUNT));
  const items = list.slice(start, start + NEIGHBOUR_COUNT);
  if (index < 0) return { items, index, previous: list.at(-1), next: list[0] };
  return {
    items,
    index,
    previous: list[(index - 1 + list.length) % list.length],
    next: list[(index + 1) % list.length],
  };
}

/** Street lines and 'City, ST 12345' of a company; empty parts are left out. */
export function companyAddressLines(company: LeadDetailCompany): string[] {
  const place = [company.city, [company.state, company.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [company.address, company.address2, place, company.country].filter((line): line is string => Boolean(line));
}
