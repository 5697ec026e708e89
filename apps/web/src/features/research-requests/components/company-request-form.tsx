import { RESEARCH_REQUEST_TEXTS } from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useCompanyRequestForm } from '../use-research-forms.ts';

/**
 * The company request form (outreach-integrations-admin §2 'Research request': CompanyName and ContactName,
 * both required by the contract's rule; §7 POST /requestedcompany): asks the research team to add a company, and
 * the person wanted there, that the search did not find. 'Request submitted successfully' or 'Request submission
 * failed'.
 * @param initialCompany the company name the search looked for, if any.
 */
export function CompanyRequestForm({ initialCompany = '' }: { initialCompany?: string }) {
  const { form, request, submit } = useCompanyRequestForm(initialCompany);
  return (
    <Stack
      component="form"
      aria-label={RESEARCH_REQUEST_TEXTS.requestCompany}
      noValidate
      spacing={1}
      sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}
      onSubmit={submit}
    >
      <Typography variant="subtitle2" component="h3">
        {RESEARCH_REQUEST_TEXTS.requestCompany}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormTextField
          control={form.control}
          name="companyName"
          required
          fullWidth
          label={RESEARCH_REQUEST_TEXTS.companyName}
          helperText=" "
        />
        <FormTextField
          control={form.control}
          name="contactName"
          required
          fullWidth
          label={RESEARCH_REQUEST_TEXTS.contactName}
          helperText=" "
        />
      </Stack>
      <Button type="submit" variant="outlined" disabled={request.isPending} sx={{ alignSelf: 'flex-start' }}>
        {RESEARCH_REQUEST_TEXTS.requestCompany}
      </Button>
    </Stack>
  );
}
