import type { DuplicateCompany } from '@agencyscout/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** 'Toronto, ON, CA', or 'No place known'. */
export function placeOf(company: Pick<DuplicateCompany, 'city' | 'state' | 'country'>): string {
  return [company.city, company.state, company.country].filter(Boolean).join(', ') || 'No place known';
}

function count(value: number, one: string): string {
  return `${value.toLocaleString('en-US')} ${one}${value === 1 ? '' : 's'}`;
}

/** One side of a pair: name, website, place, lead and contact counts, other names (all text, never HTML). */
export function CompanyEvidence({ company }: { company: DuplicateCompany }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {company.name}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {company.domain ?? 'No website known'}
      </Typography>
      <Typography variant="body2">{placeOf(company)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${count(company.agencyLeadCount, 'agency lead')} · ${count(company.openwebLeadCount, 'open web lead')} · ${count(company.contactCount, 'contact')}`}
      </Typography>
      {company.aliases.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`Also known as: ${company.aliases.join(', ')}`}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">{`#${company.id} · from ${company.source}`}</Typography>
    </Stack>
  );
}
