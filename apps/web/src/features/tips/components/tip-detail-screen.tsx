import { TIP_TEXTS, type TipDetail } from '@agencyscout/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ContactsPanel } from '@/features/contacts/public.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { externalUrl, formatDisplayDate, formatRevenue } from '../../../lib/formatting.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useTipDetail } from '../api.ts';

/** The list with its last filter (§2.5 'Back to Tips' → /agencytips?dontclearfilter=true). */
export const BACK_TO_TIPS_PATH = `${SECTIONS.agencytips.path}?dontclearfilter=true`;

function ExternalLink({ url }: { url: string | null }) {
  const href = externalUrl(url);
  if (!href) return <>N/A</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
}

function FactTable({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {name}
              </TableCell>
              <TableCell>{value ?? 'N/A'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function addressOf(company: TipDetail['company']): string {
  return [company.address, company.address2, company.city, company.state, company.country, company.zip]
    .filter(Boolean)
    .join(', ');
}

function TipTables({ tip }: { tip: TipDetail }) {
  const { company } = tip;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FactTable
          label="Company"
          rows={[
            ['Company Name', company.name],
            ['Phone', company.phone],
            ['Company URL', <ExternalLink key="url" url={company.url} />],
            ['Revenue', company.revenueUsd === null ? null : formatRevenue(company.revenueUsd)],
            ['Tip Id', tip.id],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FactTable
          label="Tip"
          rows={[
            ['Address', addressOf(company) || null],
            ['Company Size', company.employeeRange],
            ['Tip Discovery Date', formatDisplayDate(tip.discoveredAt)],
            ['Additional Information', tip.additionalInformation],
            ['Career Page', <ExternalLink key="career" url={tip.careerPage} />],
          ]}
        />
      </Grid>
    </Grid>
  );
}

/**
 * One Agency Tip (prospecting-core §2.5): 'Back to Tips', the company and tip tables, the tip text (HTML,
 * sanitised again with DOMPurify) and the company's contacts; any loading failure shows 'Tip not found, go back
 * to search' (§8).
 */
export function TipDetailScreen({ tipId }: { tipId: number | undefined }) {
  const detail = useTipDetail(tipId);
  const tip = detail.data;
  const back = (
    <Button component={RouterLink} to={BACK_TO_TIPS_PATH} variant="outlined" startIcon={<ArrowBack />}>
      {TIP_TEXTS.backToTips}
    </Button>
  );
  return (
    <PageLayout section={SECTIONS.agencytips} actions={back}>
      <Box sx={{ height: 4, mb: 1 }}>{detail.isFetching ? <LinearProgress aria-label="Loading tip" /> : null}</Box>
      {tipId === undefined || detail.isError ? (
        <Alert severity="warning" data-testid="tip-not-found">
          <Link component={RouterLink} to={BACK_TO_TIPS_PATH}>
            {TIP_TEXTS.notFound}
          </Link>
        </Alert>
      ) : null}
      {tip ? (
        <Stack spacing={2}>
          <TipTables tip={tip} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Why this is a tip
            </Typography>
            <SafeHtml html={tip.jobTips ?? ''} data-testid="tip-text" sx={{ '& a': { color: 'primary.main' } }} />
          </Paper>
          <ContactsPanel contacts={tip.contacts} total={tip.contactTotal} company={tip.company} />
        </Stack>
      ) : null}
    </PageLayout>
  );
}
