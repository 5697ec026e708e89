import { RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useRequestCompany } from '../api.ts';

/** Longest company and contact name the server takes (contracts `companyRequestSchema`). */
const NAME_MAX_LENGTH = 200;

function fieldError(value: string): string | undefined {
  if (value.trim() === '') return RESEARCH_REQUEST_TEXTS.required;
  if (value.trim().length > NAME_MAX_LENGTH) return `Must be ${NAME_MAX_LENGTH} characters or less`;
  return undefined;
}

/**
 * The company request form (outreach-integrations-admin §2 'Research request': CompanyName and ContactName,
 * both required; §7 POST /requestedcompany): asks the research team to add a company, and the person wanted
 * there, that the search did not find. 'Request submitted successfully' or 'Request submission failed'.
 * @param initialCompany the company name the search looked for, if any.
 */
export function CompanyRequestForm({ initialCompany = '' }: { initialCompany?: string }) {
  const [companyName, setCompanyName] = useState(initialCompany);
  const [contactName, setContactName] = useState('');
  const [tried, setTried] = useState(false);
  const request = useRequestCompany();
  const errors = tried ? { companyName: fieldError(companyName), contactName: fieldError(contactName) } : {};
  const submit = () => {
    setTried(true);
    if (fieldError(companyName) || fieldError(contactName)) return;
    request.mutate(
      { companyName: companyName.trim(), contactName: contactName.trim() },
      {
        onSuccess: () => {
          notify({ message: RESEARCH_REQUEST_TEXTS.submitted, severity: 'success' });
          setCompanyName('');
          setContactName('');
          setTried(false);
        },
        onError: () => notify({ message: RESEARCH_REQUEST_TEXTS.failed, severity: 'error' }),
      },
    );
  };
  return (
    <Stack
      component="form"
      aria-label={RESEARCH_REQUEST_TEXTS.requestCompany}
      noValidate
      spacing={1}
      sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {RESEARCH_REQUEST_TEXTS.requestCompany}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          required
          fullWidth
          label={RESEARCH_REQUEST_TEXTS.companyName}
          value={companyName}
          onChange={(event) => setCompanyName(event.target.value)}
          error={Boolean(errors.companyName)}
          helperText={errors.companyName ?? ' '}
        />
        <TextField
          required
          fullWidth
          label={RESEARCH_REQUEST_TEXTS.contactName}
          value={contactName}
          onChange={(event) => setContactName(event.target.value)}
          error={Boolean(errors.contactName)}
          helperText={errors.contactName ?? ' '}
        />
      </Stack>
      <Button type="submit" variant="outlined" disabled={request.isPending} sx={{ alignSelf: 'flex-start' }}>
        {RESEARCH_REQUEST_TEXTS.requestCompany}
      </Button>
    </Stack>
  );
}
