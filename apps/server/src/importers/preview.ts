/**
 * The dry run's preview (`--dry-run --preview N`): the first leads as they would be stored, in words —
 * title, company, place with how it was placed, pay with its period and currency, types, posted date —
 * so a user can fix the mapping before writing anything.
 */
import type { RowMeta } from './import-run.ts';
import type { LeadDraft, PreviewRow } from './types.ts';

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function range(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? amount(min) : `${amount(min)}–${amount(max)}`;
  if (min !== null) return `from ${amount(min)}`;
  return max !== null ? `up to ${amount(max)}` : '';
}

/** '65–80 USD per hour; 58,000 USD per year', or '—'. */
export function payText(lead: LeadDraft): string {
  const currency = lead.salaryCurrency ?? '';
  const parts = [
    [range(lead.hourlyPayMin, lead.hourlyPayMax), 'per hour'],
    [range(lead.minSalary, lead.maxSalary), 'per year'],
  ]
    .filter(([figures]) => figures)
    .map(([figures, period]) => `${figures} ${currency} ${period}`.replace(/\s+/g, ' '));
  return parts.join('; ') || '—';
}

/** 'Chicago, IL, US (city)', 'NY, US (region level)', '— (not placed)'. */
export function placeText(lead: LeadDraft): string {
  const where = [lead.city, lead.state, lead.country].filter(Boolean).join(', ');
  if (!lead.placement) return `${where || '—'} (not placed)`;
  const how =
    lead.placement === 'city' || lead.placement === 'coordinates' ? lead.placement : `${lead.placement} level`;
  return `${where || '—'} (${how})`;
}

export function previewRow(meta: RowMeta, lead: LeadDraft): PreviewRow {
  return {
    line: meta.line,
    title: lead.title,
    company: lead.company?.name ?? null,
    location: lead.location,
    place: placeText(lead),
    pay: payText(lead),
    types: lead.employmentTypes.join(', ') || '—',
    postedAt: lead.postedAt ? lead.postedAt.toISOString().slice(0, 10) : null,
  };
}

/** The preview as text lines for the command's summary. */
export function formatPreview(rows: readonly PreviewRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = [`  preview (first ${rows.length} leads as they would be stored)`];
  for (const row of rows) {
    lines.push(`    line ${row.line}: ${row.title} — ${row.company ?? '(no company)'}`);
    lines.push(`        place   ${row.location ? `'${row.location}' → ` : ''}${row.place}`);
    lines.push(`        pay     ${row.pay}`);
    lines.push(`        type    ${row.types} · posted ${row.postedAt ?? '—'}`);
  }
  return lines;
}
