import { CONTACT_SEARCH_TEXTS, emailScoreTone, type LeadContact } from '@agencyscout/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { useVerifyEmail } from '../api.ts';
import { type ContactValueView, emailView, formatPhone, phoneView, toneColor } from '../contact-display.ts';

interface ContactValueProps {
  view: ContactValueView;
  icon: ComponentType<SvgIconProps>;
  label: string;
  href: string;
  text?: string;
  suffix?: string;
}

/** An e-mail or phone in its status colour, with the verified check where the status earns it. */
function ContactValue({ view, icon: Icon, label, href, text, suffix }: ContactValueProps) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={`contact-${label}`}>
      <Icon fontSize="small" color="action" aria-label={label} />
      <Tooltip title={view.status ?? ''} describeChild>
        <Link href={href} underline="hover" sx={{ color: toneColor(view.tone), overflowWrap: 'anywhere' }}>
          {text ?? view.value}
          {suffix}
        </Link>
      </Tooltip>
      {view.icon ? <CheckCircle fontSize="inherit" color="success" aria-label="Verified" /> : null}
    </Stack>
  );
}

/** The verify action and its score chip (§2: 0.8+ primary, 0.6+ warning, else error). */
function VerifyEmail({ email }: { email: string }) {
  const verify = useVerifyEmail();
  const data = verify.data?.data;
  return (
    <>
      <Tooltip title={CONTACT_SEARCH_TEXTS.verifyEmail}>
        <span>
          <IconButton
            size="small"
            aria-label={`${CONTACT_SEARCH_TEXTS.verifyEmail} ${email}`}
            disabled={verify.isPending}
            onClick={() => verify.mutate(email)}
          >
            <MarkEmailRead fontSize="inherit" />
          </IconButton>
        </span>
      </Tooltip>
      {data ? (
        <Tooltip title={data.reason}>
          <Chip
            size="small"
            data-testid="email-score"
            color={emailScoreTone(data.score)}
            label={`${Math.round(data.score * 100)}% ${data.result}`}
          />
        </Tooltip>
      ) : null}
    </>
  );
}

type ContactValuesSource = Pick<
  LeadContact,
  | 'email'
  | 'emailStatus'
  | 'phoneNumber'
  | 'phoneNumberStatus'
  | 'officePhone'
  | 'officePhoneStatus'
  | 'phoneExtension'
  | 'isPrimary'
>;

/**
 * E-mail, cell phone and office phone with extension, each shown, hidden and coloured by its verification
 * status (§2); phones in national format (libphonenumber-js).
 */
export function ContactValues({ contact }: { contact: ContactValuesSource }) {
  const email = emailView(contact);
  const cell = phoneView(contact.phoneNumber, contact.phoneNumberStatus, contact.isPrimary);
  const office = phoneView(contact.officePhone, contact.officePhoneStatus, contact.isPrimary);
  const cellPhone = cell ? formatPhone(cell.value) : undefined;
  const officePhone = office ? formatPhone(office.value) : undefined;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
      {email ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <ContactValue view={email} icon={EmailOutlined} label="Email" href={`mailto:${email.value}`} />
          <VerifyEmail email={email.value} />
        </Stack>
      ) : null}
      {cell && cellPhone ? (
        <ContactValue view={cell} icon={PhoneIphone} label="Cell" href={cellPhone.dial} text={cellPhone.display} />
      ) : null}
      {office && officePhone ? (
        <ContactValue
          view={office}
          icon={PhoneOutlined}
          label="Office"
          href={officePhone.dial}
          text={officePhone.display}
          suffix={contact.phoneExtension ? ` ext. ${contact.phoneExtension}` : undefined}
        />
      ) : null}
    </Stack>
  );
}
