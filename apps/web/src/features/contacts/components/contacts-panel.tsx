import { LEAD_DETAIL_TEXTS } from '@agencyscout/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ContactCard, type OutreachContactView } from './contact-card.tsx';
import { FindPeopleButton } from './find-people-dialog.tsx';

interface ContactsPanelProps {
  contacts: readonly OutreachContactView[];
  total: number;
  /** The lead being shown: a logged interaction names it. */
  jobLeadId?: number;
  /** The company the contacts work at: offers 'Find people' at the contact-data provider (issue #32). */
  company?: { id: number; name: string } | null;
}

/**
 * The company's contacts in the lead and tip details (prospecting-core §2.4, §2.5): the same contact card, log
 * form and list menu as the outreach screens; 'n' or 'shown / total' contacts.
 */
export function ContactsPanel({ contacts, total, jobLeadId, company }: ContactsPanelProps) {
  // One array for every card, so the memoised cards do not render again with each render of the panel.
  const jobLeadIds = useMemo(() => (jobLeadId ? [jobLeadId] : undefined), [jobLeadId]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="contacts">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          {LEAD_DETAIL_TEXTS.contacts} ({total > contacts.length ? `${contacts.length} / ${total}` : total})
        </Typography>
        {company ? <FindPeopleButton company={company} /> : null}
      </Stack>
      {contacts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {LEAD_DETAIL_TEXTS.noContacts}
        </Typography>
      ) : (
        <List dense disablePadding>
          {contacts.map((contact) => (
            <ListItem key={contact.id} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
              <ContactCard contact={contact} jobLeadIds={jobLeadIds} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
