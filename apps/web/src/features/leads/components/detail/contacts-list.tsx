import { LEAD_DETAIL_TEXTS, type LeadContact } from '@agencyscout/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import {
  type ContactValueView,
  contactName,
  emailView,
  externalUrl,
  phoneView,
  toneColor,
} from '../../detail-display.ts';

interface ContactValueProps {
  view: ContactValueView;
  icon: ComponentType<SvgIconProps>;
  label: string;
  href: string;
  suffix?: string;
}

/** An e-mail or phone in its status colour, with the verified check where the status earns it. */
function ContactValue({ view, icon: Icon, label, href, suffix }: ContactValueProps) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={`contact-${label}`}>
      <Icon fontSize="small" color="action" aria-label={label} />
      <Tooltip title={view.status ?? ''} describeChild>
        <Link href={href} underline="hover" sx={{ color: toneColor(view.tone), overflowWrap: 'anywhere' }}>
          {view.value}
          {suffix}
        </Link>
      </Tooltip>
      {view.icon ? <CheckCircle fontSize="inherit" color="success" aria-label="Verified" /> : null}
    </Stack>
  );
}

function ContactItem({ contact }: { contact: LeadContact }) {
  const email = emailView(contact);
  const cell = phoneView(contact.phoneNumber, contact.phoneNumberStatus, contact.isPrimary);
  const office = phoneView(contact.officePhone, contact.officePhoneStatus, contact.isPrimary);
  const linkedin = externalUrl(contact.linkedinUrl);
  const dial = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;
  return (
    <ListItem divider data-testid="contact" sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{contactName(contact)}</Typography>
        {contact.isPrimary ? <Chip label={LEAD_DETAIL_TEXTS.primaryContact} size="small" color="primary" /> : null}
        <Chip label={contact.category ?? LEAD_DETAIL_TEXTS.uncategorized} size="small" variant="outlined" />
        <Stack sx={{ flexGrow: 1 }} />
        {linkedin ? (
          <IconButton
            size="small"
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`LinkedIn of ${contactName(contact)}`}
          >
            <LinkedIn fontSize="small" color="primary" />
          </IconButton>
        ) : null}
      </Stack>
      {contact.position ? (
        <Typography variant="body2" color="text.secondary">
          {contact.position}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {email ? <ContactValue view={email} icon={EmailOutlined} label="Email" href={`mailto:${email.value}`} /> : null}
        {cell ? <ContactValue view={cell} icon={PhoneIphone} label="Cell" href={dial(cell.value)} /> : null}
        {office ? (
          <ContactValue
            view={office}
            icon={PhoneOutlined}
            label="Office"
            href={dial(office.value)}
            suffix={contact.phoneExtension ? ` ext. ${contact.phoneExtension}` : undefined}
          />
        ) : null}
      </Stack>
    </ListItem>
  );
}

/**
 * The company's contacts (prospecting-core §2.4; outreach-integrations-admin 'Outreach list screen'): name,
 * position, category, e-mail and phones shown or hidden by verification status, LinkedIn link; primary first.
 */
export function ContactsList({ contacts, total }: { contacts: readonly LeadContact[]; total: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="contacts">
      <Typography variant="h6" component="h3">
        {LEAD_DETAIL_TEXTS.contacts} ({total > contacts.length ? `${contacts.length} / ${total}` : total})
      </Typography>
      {contacts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {LEAD_DETAIL_TEXTS.noContacts}
        </Typography>
      ) : (
        <List dense disablePadding>
          {contacts.map((contact) => (
            <ContactItem key={contact.id} contact={contact} />
          ))}
        </List>
      )}
    </Paper>
  );
}
