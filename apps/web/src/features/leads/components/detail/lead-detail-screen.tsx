import { hasPermission, LEAD_DETAIL_TEXTS, type LeadType, PERMISSIONS } from '@agencyscout/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { ContactsPanel } from '@/features/contacts/public.ts';
import { ExportButton } from '@/features/exports/public.ts';
import { PageLayout } from '../../../../components/page-layout.tsx';
import { useSignedInUser } from '../../../../lib/current-user.ts';
import { SECTIONS } from '../../../../lib/sections.ts';
import { useLeadDetail, useResultList } from '../../detail-api.ts';
import { CompanyPanel } from './company-panel.tsx';
import { LeadPanel } from './lead-panel.tsx';
import { NeighbourStrip } from './neighbour-strip.tsx';

/** The list of a lead type, keeping its stored search and switches (§2.3 'dontclearfilter=true'). */
export function backToLeadsPath(leadType: LeadType): string {
  const section = leadType === 'OpenWeb' ? SECTIONS.openweb : SECTIONS.leads;
  return `${section.path}?dontclearfilter=true`;
}

export interface LeadDetailScreenProps {
  /** The lead type of the route: /leads/{id} is Agency, /openweb/{id} is OpenWeb. */
  routeType: LeadType;
  /** The route's id, when it is a lead id at all. */
  leadId: number | undefined;
  /** The route's leadType query: 'OpenWeb' selects the OpenWeb tab (§2.4). */
  tab: LeadType | undefined;
}

function NotFound({ routeType }: { routeType: LeadType }) {
  return (
    <Alert severity="warning" data-testid="lead-not-found">
      <Link component={RouterLink} to={backToLeadsPath(routeType)}>
        {LEAD_DETAIL_TEXTS.notFound}
      </Link>
    </Alert>
  );
}

/**
 * The lead detail (prospecting-core §2.4): the neighbour strip, 'Back to Leads', the company panel on the left and
 * the lead with its contacts on the right. /leads/{id} of an Open Web lead moves to /openweb/{id} and /openweb/{id}
 * of an Agency lead to /leads/{id} (issue #9: it was shown as Open Web); any loading
 * failure shows 'Lead not found, go back to search' (§8).
 */
export function LeadDetailScreen({ routeType, leadId, tab }: LeadDetailScreenProps) {
  const me = useSignedInUser();
  const location = useLocation();
  const detail = useLeadDetail(leadId);
  const list = useResultList(leadId ?? 0, hasPermission(me.permissions, PERMISSIONS.readLeads));
  const lead = detail.data;
  if (lead && !detail.isPlaceholderData && lead.leadType !== routeType) {
    // Each lead under its own type's path: /leads/{id} of an Open Web lead and /openweb/{id} of an Agency lead.
    const path = lead.leadType === 'OpenWeb' ? SECTIONS.openweb.path : SECTIONS.leads.path;
    return <Navigate to={{ pathname: `${path}/${lead.id}`, search: location.search }} replace />;
  }
  const listType = lead?.leadType ?? routeType;
  const back = (
    <Stack direction="row" spacing={1}>
      {lead && hasPermission(me.permissions, PERMISSIONS.readExport) ? (
        // §2.4 'Export button with read:export': this lead, with its contacts.
        <ExportButton label="Export" kind="leads" query={{ leadType: lead.leadType }} fixedIds={[lead.id]} />
      ) : null}
      <Button component={RouterLink} to={backToLeadsPath(listType)} variant="outlined" startIcon={<ArrowBack />}>
        {LEAD_DETAIL_TEXTS.backToLeads}
      </Button>
    </Stack>
  );
  const section = routeType === 'OpenWeb' ? SECTIONS.openweb : SECTIONS.leads;
  return (
    <PageLayout section={section} actions={back}>
      {leadId !== undefined ? <NeighbourStrip list={list} leadId={leadId} /> : null}
      <Box sx={{ height: 4, mb: 1 }}>{detail.isFetching ? <LinearProgress aria-label="Loading lead" /> : null}</Box>
      {detail.isError ? <NotFound routeType={routeType} /> : null}
      {lead ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <CompanyPanel
              key={lead.id}
              lead={lead}
              initialTab={tab ?? lead.leadType}
              agencyAllowed={!hasPermission(me.permissions, PERMISSIONS.isOpenWeb)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Stack spacing={2}>
              <LeadPanel lead={lead} loading={detail.isFetching} />
              <ContactsPanel
                contacts={lead.contacts}
                total={lead.contactTotal}
                jobLeadId={lead.id}
                company={lead.company}
              />
            </Stack>
          </Grid>
        </Grid>
      ) : null}
    </PageLayout>
  );
}
