import { type LeadFilters, RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CompanyRequestForm } from './company-request-form.tsx';
import { ResearchRequestForm } from './research-request-form.tsx';

/**
 * The no-results panel's request for specific research (prospecting-core §2.3): a heading, what happens to the
 * request, the research form and the company request form; `search` is the search that found nothing.
 */
export function ResearchRequestPanel({ search }: { search?: LeadFilters }) {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', alignItems: 'center' }} data-testid="research-request-panel">
      <Divider flexItem />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {RESEARCH_REQUEST_TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
        {RESEARCH_REQUEST_TEXTS.intro}
      </Typography>
      <ResearchRequestForm search={search} />
      <CompanyRequestForm initialCompany={search?.company?.[0] ?? ''} />
    </Stack>
  );
}
