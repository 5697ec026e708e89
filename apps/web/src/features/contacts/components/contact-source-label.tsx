import { CONTACT_SOURCE_TEXTS, contactSourceLabel, type LeadContact } from '@agencyscout/contracts';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../lib/formatting.ts';

/**
 * Where a contact came from and when (issue #32 'Honest contact data everywhere'): 'Job posting · Mar 02, 2026'.
 * A contact named in a posting links to that posting's lead detail.
 */
export function ContactSourceLabel({
  contact,
}: {
  contact: Pick<LeadContact, 'source' | 'sourcedAt' | 'sourceLeadId' | 'sourceProvider'>;
}) {
  const source = contactSourceLabel(contact.source, contact.sourceProvider);
  const date = formatDisplayDate(contact.sourcedAt);
  const label = date ? `${source} · ${date}` : source;
  const title = CONTACT_SOURCE_TEXTS.sourcedOn(source, date);
  if (contact.source === 'posting' && contact.sourceLeadId !== null) {
    return (
      <Chip
        component={RouterLink}
        to={`/leads/${contact.sourceLeadId}`}
        clickable
        size="small"
        variant="outlined"
        label={label}
        title={`${title}. ${CONTACT_SOURCE_TEXTS.openPosting}`}
        data-testid="contact-source"
      />
    );
  }
  return <Chip size="small" variant="outlined" label={label} title={title} data-testid="contact-source" />;
}
