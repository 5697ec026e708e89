import { LEAD_DETAIL_TEXTS, type LeadDetail, type LeadDetailCompany, type LeadType } from '@agencyscout/contracts';
import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Language from '@mui/icons-material/Language';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { externalUrl } from '../../../../lib/formatting.ts';
import { useClientListMembership } from '../../detail-api.ts';
import { companyAddressLines } from '../../detail-display.ts';
import { AboutCompanyDialog } from './about-company-dialog.tsx';
import { CompanyLeadsTabs } from './company-leads-tabs.tsx';
import { CompanyNotesDialog } from './company-notes-dialog.tsx';
import { CrmRecordsSection } from './crm-records-section.tsx';

function ClientListButton({ company, leadId }: { company: LeadDetailCompany; leadId: number }) {
  const membership = useClientListMembership();
  const on = company.onClientList;
  return (
    <Button
      size="small"
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      disabled={membership.isPending}
      startIcon={on ? <BookmarkAdded /> : <BookmarkAddOutlined />}
      onClick={() => membership.mutate({ companyId: company.id, jobId: leadId, add: !on })}
    >
      {on ? LEAD_DETAIL_TEXTS.removeFromClientList : LEAD_DETAIL_TEXTS.addToClientList}
    </Button>
  );
}

interface CompanyActionsProps {
  company: LeadDetailCompany;
  lead: LeadDetail;
  onAbout: () => void;
  onNotes: () => void;
}

/** The toggle buttons (§2.4): About Company, Client List, Company Notes, Careers Page (if any), Company Website. */
function CompanyActions({ company, lead, onAbout, onNotes }: CompanyActionsProps) {
  const careers = externalUrl(lead.careersPageUrl);
  const website = externalUrl(company.url);
  const external = { target: '_blank', rel: 'noopener noreferrer', component: 'a' } as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" startIcon={<InfoOutlined />} onClick={onAbout}>
        {LEAD_DETAIL_TEXTS.aboutCompany}
      </Button>
      <ClientListButton company={company} leadId={lead.id} />
      <Button size="small" variant="outlined" startIcon={<StickyNote2Outlined />} onClick={onNotes}>
        {LEAD_DETAIL_TEXTS.companyNotes}
      </Button>
      {careers ? (
        <Button size="small" variant="outlined" startIcon={<WorkOutline />} href={careers} {...external}>
          {LEAD_DETAIL_TEXTS.careersPage}
        </Button>
      ) : null}
      <Button size="small" variant="outlined" startIcon={<Language />} href={website} disabled={!website} {...external}>
        {LEAD_DETAIL_TEXTS.companyWebsite}
      </Button>
    </Stack>
  );
}

function CompanyFacts({ company }: { company: LeadDetailCompany }) {
  const address = companyAddressLines(company);
  return (
    <Stack spacing={0.5} data-testid="company-facts">
      {address.length > 0 ? (
        <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
          {address.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Typography>
      ) : null}
      {company.phone ? (
        <Typography variant="body2">
          Phone: <Link href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</Link>
        </Typography>
      ) : null}
      <Typography variant="body2">
        {LEAD_DETAIL_TEXTS.companySize}: {company.employeeRange ?? 'Unknown'}
      </Typography>
    </Stack>
  );
}

interface CompanyPanelProps {
  lead: LeadDetail;
  /** The tab shown first (§2.4: query leadType 'OpenWeb' selects the OpenWeb tab). */
  initialTab: LeadType;
  agencyAllowed: boolean;
}

/**
 * The left panel of the lead detail (prospecting-core §2.4): company name (opens About Company), the toggle
 * buttons, address, phone, 'Company Size', '+ Company Note', and the company's other leads in two tabs.
 */
export function CompanyPanel({ lead, initialTab, agencyAllowed }: CompanyPanelProps) {
  const [dialog, setDialog] = useState<'about' | 'notes' | null>(null);
  const company = lead.company;
  if (!company) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">This posting does not name its company.</Typography>
      </Paper>
    );
  }
  const close = () => setDialog(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="company-panel">
      <Stack spacing={2}>
        <Link
          component="button"
          variant="h6"
          underline="hover"
          onClick={() => setDialog('about')}
          sx={{ textAlign: 'left', fontWeight: 600 }}
        >
          {company.name}
        </Link>
        <CompanyActions
          company={company}
          lead={lead}
          onAbout={() => setDialog('about')}
          onNotes={() => setDialog('notes')}
        />
        <CompanyFacts company={company} />
        <CrmRecordsSection companyId={company.id} chip={lead.crm} />
        <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setDialog('notes')}>
          {LEAD_DETAIL_TEXTS.addCompanyNote}
        </Button>
        <Divider />
        <CompanyLeadsTabs
          companyId={company.id}
          leadId={lead.id}
          initialTab={initialTab}
          agencyAllowed={agencyAllowed}
        />
      </Stack>
      <AboutCompanyDialog company={company} open={dialog === 'about'} onClose={close} />
      {dialog === 'notes' ? (
        <CompanyNotesDialog company={company} lead={{ id: lead.id, title: lead.title }} open onClose={close} />
      ) : null}
    </Paper>
  );
}
