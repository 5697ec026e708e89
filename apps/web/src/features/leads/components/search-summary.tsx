import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEAD_SCREEN_TEXTS } from '../../../lib/lead-texts.ts';
import { describeLocation } from '../lead-locations.ts';
import type { LeadQuery } from '../lead-query.ts';
import { shortcutLabel } from './date-fields.tsx';

/** The summary rows of a query: label and text, only for the filters that are set. */
export function summarizeQuery(query: LeadQuery): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | readonly string[]) => {
    const text = typeof value === 'string' ? value.trim() : value.join(', ');
    if (text) rows.push({ label, value: text });
  };
  add('Keywords', query.keyWords);
  add('Locations', query.locations.map(describeLocation));
  add('Job Title', query.jobTitle);
  add('Hiring Company', query.company);
  add('Company Industry', query.companyIndustry);
  add('Company Size', query.employeeRange);
  add('Job Category', query.industries);
  add('Employment Type', query.employmentType);
  add('Salary Min', query.minSalary);
  add('Salary Max', query.maxSalary);
  add('Minimum Experience', query.minExperience ? `${query.minExperience} years` : '');
  add('Date Posted', query.datePosted > 0 ? shortcutLabel(query.datePosted) : '');
  add(
    'Date Range',
    query.dateAfter || query.dateBefore ? `${query.dateAfter || '…'} to ${query.dateBefore || '…'}` : '',
  );
  add('Lead Id', query.jobleadId);
  return rows;
}

/** The no-results panel's search information (§2.3: keywords, locations and the other filters). */
export function SearchSummary({ query }: { query: LeadQuery }) {
  const rows = summarizeQuery(query);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, textAlign: 'left', width: '100%', maxWidth: 560 }}
      data-testid="search-summary"
    >
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {LEAD_SCREEN_TEXTS.searchSummaryTitle}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No search terms: all leads.
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
