import {
  type LeadFilters,
  RESEARCH_CATEGORIES,
  RESEARCH_EMPLOYMENT_TYPES,
  RESEARCH_LOCATIONS,
  RESEARCH_REQUEST_TEXTS,
  RESEARCH_REQUIREMENT_MAX_LENGTH,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useFileResearchRequest } from '../api.ts';
import { EMPTY_RESEARCH_FORM, type ResearchFormState, toRequestBody, validateResearchForm } from '../form-state.ts';
import { CityPicker } from './city-picker.tsx';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}

function SelectField({ label, value, options, error, onChange }: SelectFieldProps) {
  return (
    <TextField
      select
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The research request form (outreach-integrations-admin §2, §5, §8): Location (Nationwide or City), City with
 * coordinates, Category, EmploymentType and SpecificRequirement, all required; the errors show once the user
 * tries to submit. 'Request submitted successfully' or 'Request submission failed' in the snackbar.
 * @param search the filters of the search that found nothing, sent with the request.
 */
export function ResearchRequestForm({ search }: { search?: LeadFilters }) {
  const [state, setState] = useState<ResearchFormState>(EMPTY_RESEARCH_FORM);
  const [tried, setTried] = useState(false);
  const file = useFileResearchRequest();
  const errors = tried ? validateResearchForm(state) : {};
  const set = (patch: Partial<ResearchFormState>) => setState((current) => ({ ...current, ...patch }));
  const submit = () => {
    setTried(true);
    if (Object.keys(validateResearchForm(state)).length > 0) return;
    file.mutate(toRequestBody(state, search), {
      onSuccess: () => {
        notify({ message: RESEARCH_REQUEST_TEXTS.submitted, severity: 'success' });
        setState(EMPTY_RESEARCH_FORM);
        setTried(false);
      },
      onError: () => notify({ message: RESEARCH_REQUEST_TEXTS.failed, severity: 'error' }),
    });
  };
  const length = state.specificRequirement.trim().length;
  return (
    <Stack
      component="form"
      aria-label={RESEARCH_REQUEST_TEXTS.title}
      noValidate
      spacing={1}
      sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        label={RESEARCH_REQUEST_TEXTS.location}
        value={state.location}
        options={RESEARCH_LOCATIONS}
        error={errors.location}
        onChange={(value) => set({ location: value as ResearchFormState['location'], city: null })}
      />
      {state.location === 'City' ? (
        <CityPicker value={state.city} onChange={(city) => set({ city })} error={errors.city} />
      ) : null}
      <SelectField
        label={RESEARCH_REQUEST_TEXTS.category}
        value={state.category}
        options={RESEARCH_CATEGORIES}
        error={errors.category}
        onChange={(value) => set({ category: value as ResearchFormState['category'] })}
      />
      <SelectField
        label={RESEARCH_REQUEST_TEXTS.employmentType}
        value={state.employmentType}
        options={RESEARCH_EMPLOYMENT_TYPES}
        error={errors.employmentType}
        onChange={(value) => set({ employmentType: value as ResearchFormState['employmentType'] })}
      />
      <TextField
        required
        multiline
        minRows={3}
        label={RESEARCH_REQUEST_TEXTS.specificRequirement}
        value={state.specificRequirement}
        onChange={(event) => set({ specificRequirement: event.target.value })}
        error={Boolean(errors.specificRequirement)}
        helperText={errors.specificRequirement ?? `${length} / ${RESEARCH_REQUIREMENT_MAX_LENGTH}`}
      />
      <Button type="submit" variant="contained" disabled={file.isPending} sx={{ alignSelf: 'flex-start' }}>
        {RESEARCH_REQUEST_TEXTS.submit}
      </Button>
    </Stack>
  );
}
