import { LEAD_DESCRIPTION_BOX_HEIGHT, LEAD_DETAIL_TEXTS, type LeadDetail } from '@agencyscout/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GenerateEmailButton } from '@/features/email-assistant/public.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import {
  externalUrl,
  formatDetailPay,
  formatDisplayDate,
  formatDuration,
  formatExperienceDetail,
  formatRevenue,
  hasHourlyPay,
} from '../../../../lib/formatting.ts';
import { useLeadDetailFavorite } from '../../detail-api.ts';
import { LeadStatus } from './lead-status.tsx';

/** The favorite star with its two tooltips (§2.4), disabled while the change is saved. */
function FavoriteStar({ lead, loading }: { lead: LeadDetail; loading: boolean }) {
  const favorite = useLeadDetailFavorite(lead.id);
  const label = lead.favorite ? LEAD_DETAIL_TEXTS.removeFavorite : LEAD_DETAIL_TEXTS.addFavorite;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={lead.favorite}
          disabled={loading || favorite.pending}
          onClick={() => favorite.set(!lead.favorite)}
        >
          {lead.favorite ? <Star color="warning" /> : <StarBorder />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Where the location text was placed (issue #20): 'Chicago, IL, US (city)', 'NY, US (state or province
 * only, no map point)', 'not placed on the map'. Null when there is no location text to explain.
 */
export function placementText(lead: LeadDetail): string | null {
  if (!lead.location) return null;
  if (!lead.locationPrecision) return LEAD_DETAIL_TEXTS.notPlaced;
  const place = [lead.city, lead.state, lead.country].filter(Boolean).join(', ');
  return `${place} (${LEAD_DETAIL_TEXTS.placement[lead.locationPrecision]})`;
}

/** Job Id, Job Location (as published, and where it was placed), Experience, Duration (only with hourly pay), Revenue (§2.4). */
function FactsTable({ lead }: { lead: LeadDetail }) {
  const location = lead.location ?? [lead.city, lead.state].filter(Boolean).join(', ');
  const placed = placementText(lead);
  const rows: [string, string][] = [
    [LEAD_DETAIL_TEXTS.jobId, String(lead.id)],
    [LEAD_DETAIL_TEXTS.jobLocation, location],
    ...(placed ? [[LEAD_DETAIL_TEXTS.placedAt, placed] as [string, string]] : []),
    [LEAD_DETAIL_TEXTS.experience, formatExperienceDetail(lead.minExperienceYears)],
    ...(hasHourlyPay(lead)
      ? [[LEAD_DETAIL_TEXTS.duration, formatDuration(lead.durationMonths)] as [string, string]]
      : []),
    [LEAD_DETAIL_TEXTS.revenue, formatRevenue(lead.company?.revenueUsd)],
  ];
  return (
    <Table size="small" aria-label="Lead facts" sx={{ width: 'auto', '& td': { px: 1, py: 0.5 } }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {label}
            </TableCell>
            <TableCell data-testid={`fact-${label}`}>{value || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The right panel of the lead detail (prospecting-core §2.4): job title, favorite star, robot button 'Generate
 * Email' (the e-mail assistant), Posted date, the facts table,
 * employment type badge, pay, and the job description in a 420 px scrolling box (sanitised again with DOMPurify).
 */
export function LeadPanel({ lead, loading }: { lead: LeadDetail; loading: boolean }) {
  const pay = formatDetailPay(lead);
  const source = externalUrl(lead.sourceUrl);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="lead-panel">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {lead.title}
          </Typography>
          <FavoriteStar lead={lead} loading={loading} />
          <GenerateEmailButton key={lead.id} leadId={lead.id} />
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="posted-date">
          {LEAD_DETAIL_TEXTS.posted}: {formatDisplayDate(lead.postedAt) || 'Unknown'}
        </Typography>
        <LeadStatus lead={lead} />
        {lead.alsoPostedBy ? (
          <Typography variant="body2" data-testid="also-posted-by">
            Also posted by{' '}
            <Link component={RouterLink} to={`/openweb/${lead.alsoPostedBy.leadId}`}>
              {lead.alsoPostedBy.companyName ?? 'a staffing firm'}
            </Link>{' '}
            — confirmed as worked by other agencies.
          </Typography>
        ) : null}
        <FactsTable lead={lead} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {lead.employmentTypes.map((type) => (
            <Chip key={type} label={type} color="primary" size="small" />
          ))}
          {pay ? (
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="lead-pay">
              {pay}
            </Typography>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {source ? (
            <Link href={source} target="_blank" rel="noopener noreferrer" variant="body2">
              Original posting <OpenInNew sx={{ fontSize: 14, verticalAlign: 'middle' }} />
            </Link>
          ) : null}
        </Stack>
        <Box
          data-testid="lead-description"
          sx={{
            height: lead.description ? LEAD_DESCRIPTION_BOX_HEIGHT : 'auto',
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
          }}
        >
          {lead.description ? (
            <SafeHtml html={lead.description} sx={{ '& p:first-of-type': { mt: 0 } }} />
          ) : (
            <Typography color="text.secondary">The posting has no description.</Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
