import {
  CRM_RECORD_TEXTS,
  CRM_RECORD_TOOL_NAMES,
  type CrmChip as CrmChipData,
  type CrmContact,
} from '@agencyscout/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContactSourceLabel } from '@/features/contacts/public.ts';
import { useCompanyCrmRecords } from '../../detail-api.ts';
import { CrmChip } from '../crm-chip.tsx';

function CrmContactItem({ contact }: { contact: CrmContact }) {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email || contact.crmId;
  const reach = [contact.title, contact.email, contact.phone].filter(Boolean).join(' · ');
  return (
    <ListItem disableGutters data-testid="crm-contact">
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{name}</span>
            <ContactSourceLabel contact={{ source: 'crm', sourcedAt: '', sourceLeadId: null }} />
          </Stack>
        }
        secondary={reach || null}
      />
    </ListItem>
  );
}

/**
 * The company in the organisation's CRM (issue #32 point 4): the chip with owner, status and last activity, and the
 * CRM's contacts beside ours, read-only and marked with their source. Nothing when the company is in no CRM.
 */
export function CrmRecordsSection({ companyId, chip }: { companyId: number; chip: CrmChipData | null | undefined }) {
  const records = useCompanyCrmRecords(companyId, Boolean(chip));
  if (!chip) return null;
  const contacts = records.data?.contacts ?? [];
  const tool = CRM_RECORD_TOOL_NAMES[chip.provider];
  return (
    <Stack spacing={1} data-testid="crm-records">
      <Typography variant="body2" component="div">
        <CrmChip chip={chip} detailed />
      </Typography>
      {contacts.length > 0 ? (
        <>
          <Typography variant="subtitle2">{CRM_RECORD_TEXTS.contactsTitle(tool)}</Typography>
          <List dense disablePadding>
            {contacts.map((contact) => (
              <CrmContactItem key={`${contact.provider}:${contact.crmId}`} contact={contact} />
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
