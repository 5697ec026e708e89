import { COMPANY_LEADS_PAGE_SIZE, type CompanyLead, LEAD_DETAIL_TEXTS, type LeadType } from '@agencyscout/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../../lib/formatting.ts';
import { useCompanyLeads } from '../../detail-api.ts';
import { leadDetailPath } from '../../lead-display.ts';

function CompanyLeadRows({ hits }: { hits: readonly CompanyLead[] }) {
  return (
    <Table size="small" aria-label="Company leads" sx={{ tableLayout: 'fixed', '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>Job</TableCell>
          <TableCell sx={{ width: 64 }} align="center">
            Viewed
          </TableCell>
          <TableCell sx={{ width: 112 }}>Posted</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hits.map((hit) => (
          <TableRow key={hit.id} data-testid="company-lead-row">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={leadDetailPath(hit)} underline="hover">
                {hit.title}
              </Link>
            </TableCell>
            <TableCell align="center">
              {hit.viewed ? <CheckCircle fontSize="small" color="success" aria-label="Viewed" /> : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(hit.postedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface CompanyLeadsTabsProps {
  companyId: number;
  /** The lead shown, left out of the lists. */
  leadId: number;
  initialTab: LeadType;
  /** Open Web-only users have no Agency tab. */
  agencyAllowed: boolean;
}

/**
 * Tabs 'Agency Leads (n)' and 'OpenWeb Leads (n)' with the company's other leads, 5 per page: job, viewed check,
 * posted date (prospecting-core §2.4); 'No Leads from this Company' when a tab is empty.
 */
export function CompanyLeadsTabs({ companyId, leadId, initialTab, agencyAllowed }: CompanyLeadsTabsProps) {
  const [tab, setTab] = useState<LeadType>(agencyAllowed ? initialTab : 'OpenWeb');
  const [page, setPage] = useState(1);
  const leads = useCompanyLeads(companyId, tab, page, leadId);
  const data = leads.data;
  const count = (tab === 'Agency' ? data?.agencyCount : data?.openwebCount) ?? 0;
  const pages = Math.ceil(count / COMPANY_LEADS_PAGE_SIZE);
  const select = (next: LeadType) => {
    setTab(next);
    setPage(1);
  };
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: LeadType) => select(value)}
        variant="fullWidth"
        sx={{ '& .MuiTab-root': { px: 0.5, minWidth: 0, whiteSpace: 'nowrap' } }}
      >
        {agencyAllowed ? <Tab value="Agency" label={LEAD_DETAIL_TEXTS.agencyLeadsTab(data?.agencyCount ?? 0)} /> : null}
        <Tab value="OpenWeb" label={LEAD_DETAIL_TEXTS.openWebLeadsTab(data?.openwebCount ?? 0)} />
      </Tabs>
      <Box sx={{ height: 4 }}>{leads.isFetching ? <LinearProgress aria-label="Loading company leads" /> : null}</Box>
      {data && data.hits.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="no-company-leads">
          {LEAD_DETAIL_TEXTS.noCompanyLeads}
        </Typography>
      ) : null}
      {data && data.hits.length > 0 ? <CompanyLeadRows hits={data.hits} /> : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          size="small"
          sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}
        />
      ) : null}
    </Box>
  );
}
