import {
  CONTACT_SEARCH_TEXTS,
  contactBadgeTone,
  INTERACTION_TEXTS,
  type Interaction,
  LEAD_DETAIL_TEXTS,
  type LeadContact,
  type OutreachContact,
  UNCATEGORIZED_POSITION,
} from '@agencyscout/contracts';
import Business from '@mui/icons-material/Business';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { CrmPushMenu } from '@/features/integrations/public.ts';
import { externalUrl, formatDisplayDate } from '../../../lib/formatting.ts';
import { contactName } from '../contact-display.ts';
import { CallListMenu } from './call-list-menu.tsx';
import { ContactSourceLabel } from './contact-source-label.tsx';
import { ContactValues } from './contact-values.tsx';
import { InteractionLog } from './interaction-log.tsx';
import { LogInteractionMenu } from './log-interaction-menu.tsx';

/** A contact as every outreach screen has it: the lead detail's fields plus the organisation's lists and log. */
export type OutreachContactView = LeadContact &
  Pick<OutreachContact, 'callListIds' | 'lastContact' | 'interactions' | 'contactcrms'> & {
    company?: OutreachContact['company'];
  };

const BADGE_COLORS = { error: 'error', primary: 'primary', warning: 'warning' } as const;

/** The contact's badge (§2): error with any Do Not Contact, primary when contact was made, else warning. */
export function ContactBadge({
  interactions,
  children,
}: {
  interactions: readonly Interaction[];
  children: ReactNode;
}) {
  if (interactions.length === 0) return <>{children}</>;
  return (
    <Badge
      color={BADGE_COLORS[contactBadgeTone(interactions)]}
      badgeContent={interactions.length}
      max={99}
      slotProps={{ badge: { 'aria-label': `${interactions.length} interactions` } as object }}
    >
      {children}
    </Badge>
  );
}

function Heading({ contact }: { contact: OutreachContactView }) {
  const linkedin = externalUrl(contact.linkedinUrl);
  const name = contactName(contact);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ContactBadge interactions={contact.interactions}>
        <Typography sx={{ fontWeight: 600, pr: contact.interactions.length > 0 ? 1.5 : 0 }}>{name}</Typography>
      </ContactBadge>
      {contact.isPrimary ? <Chip label={LEAD_DETAIL_TEXTS.primaryContact} size="small" color="primary" /> : null}
      {contact.roleBased ? null : (
        <Chip label={contact.category ?? UNCATEGORIZED_POSITION} size="small" variant="outlined" />
      )}
      <ContactSourceLabel contact={contact} />
      <Box sx={{ flexGrow: 1 }} />
      {linkedin ? (
        <IconButton
          size="small"
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`LinkedIn of ${name}`}
        >
          <LinkedIn fontSize="small" color="primary" />
        </IconButton>
      ) : null}
    </Stack>
  );
}

interface ContactCardProps {
  contact: OutreachContactView;
  /** Leads a logged interaction names (the lead detail's lead). */
  jobLeadIds?: number[];
  /** Actions shown after the list and log buttons; the CRM push entries join here with the integrations. */
  extraActions?: ReactNode;
}

/**
 * One contact (outreach-integrations-admin §2 'Outreach list screen'): name with the interaction badge,
 * category, Position, Email (with verify), cell phone, office phone with extension, LinkedIn and company; the
 * outreach-list menu, the log form and the log. Used by the contact search, the outreach list and the lead detail.
 * Memoised: a card renders again only when its contact (a new object after a change to it) or its props change,
 * not each time the screen around it does (a loading bar, the ticker, the export button).
 */
export const ContactCard = memo(function ContactCard({ contact, jobLeadIds, extraActions }: ContactCardProps) {
  const name = contactName(contact);
  return (
    <Box data-testid="contact" data-contact-id={contact.id}>
      <Heading contact={contact} />
      {contact.position ? (
        <Typography variant="body2" color="text.secondary">
          {contact.position}
        </Typography>
      ) : null}
      {contact.company ? (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Business fontSize="small" color="action" aria-label={CONTACT_SEARCH_TEXTS.company} />
          <Typography variant="body2">
            <span data-testid="contact-company">{contact.company.name}</span>
            {contact.company.city
              ? ` · ${[contact.company.city, contact.company.state].filter(Boolean).join(', ')}`
              : ''}
          </Typography>
        </Stack>
      ) : null}
      <ContactValues contact={contact} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <CallListMenu contactId={contact.id} contactName={name} callListIds={contact.callListIds} />
        <LogInteractionMenu contactId={contact.id} contactName={name} jobLeadIds={jobLeadIds} />
        <CrmPushMenu
          contactId={contact.id}
          contactName={name}
          email={contact.email}
          companyName={contact.company?.name}
          contactcrms={contact.contactcrms}
        />
        {extraActions}
        {contact.lastContact ? (
          <Typography variant="caption" color="text.secondary" data-testid="last-contact">
            {INTERACTION_TEXTS.lastContact}: {formatDisplayDate(contact.lastContact)}
          </Typography>
        ) : null}
      </Stack>
      <InteractionLog interactions={contact.interactions} />
    </Box>
  );
});
