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
import { useEffect } from 'react';
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields.tsx';
import type { ResearchFormState } from '../form-state.ts';
import { useResearchRequestForm } from '../use-research-forms.ts';
import { CityPicker } from './city-picker.tsx';

type Choice = 'location' | 'category' | 'employmentType';

function SelectField(props: {
  control: Control<ResearchFormState>;
  name: Choice;
  label: string;
  options: readonly string[];
  onChange?: () => void;
}) {
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      select
      required
      label={props.label}
      helperText=" "
      onChange={props.onChange}
      fullWidth
    >
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** City, asked only for Location City. */
function CityField({ form }: { form: UseFormReturn<ResearchFormState> }) {
  const { control, formState, trigger } = form;
  const location = useWatch({ control, name: 'location' });
  const asked = location === 'City';
  const tried = formState.isSubmitted;
  // Once a submit was tried, errors show as the fields change: City's too, as soon as it is asked.
  useEffect(() => {
    if (asked && tried) void trigger('city');
  }, [asked, tried, trigger]);
  if (!asked) return null;
  return (
    <Controller
      control={control}
      name="city"
      render={({ field, fieldState }) => (
        <CityPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

/** SpecificRequirement with its length. */
function RequirementField({ control }: { control: Control<ResearchFormState> }) {
  const requirement = useWatch({ control, name: 'specificRequirement' });
  return (
    <FormTextField
      control={control}
      name="specificRequirement"
      required
      multiline
      minRows={3}
      label={RESEARCH_REQUEST_TEXTS.specificRequirement}
      helperText={`${requirement.trim().length} / ${RESEARCH_REQUIREMENT_MAX_LENGTH}`}
    />
  );
}

/**
 * The research request form (outreach-integrations-admin §2, §5, §8): Location (Nationwide or City), City with
 * coordinates, Category, EmploymentType and SpecificRequirement, all required by the contract's rule; the errors
 * show once the user tries to submit. 'Request submitted successfully' or 'Request submission failed'.
 * @param search the filters of the search that found nothing, sent with the request.
 */
export function ResearchRequestForm({ search }: { search?: LeadFilters }) {
  const { form, file, submit } = useResearchRequestForm(search);
  const { control } = form;
  return (
    <Stack
      component="form"
      aria-label={RESEARCH_REQUEST_TEXTS.title}
      noValidate
      spacing={1}
      sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}
      onSubmit={submit}
    >
      <SelectField
        control={control}
        name="location"
        label={RESEARCH_REQUEST_TEXTS.location}
        options={RESEARCH_LOCATIONS}
        onChange={() => form.setValue('city', null)}
      />
      <CityField form={form} />
      <SelectField
        control={control}
        name="category"
        label={RESEARCH_REQUEST_TEXTS.category}
        options={RESEARCH_CATEGORIES}
      />
      <SelectField
        control={control}
        name="employmentType"
        label={RESEARCH_REQUEST_TEXTS.employmentType}
        options={RESEARCH_EMPLOYMENT_TYPES}
      />
      <RequirementField control={control} />
      <Button type="submit" variant="contained" disabled={file.isPending} sx={{ alignSelf: 'flex-start' }}>
        {RESEARCH_REQUEST_TEXTS.submit}
      </Button>
    </Stack>
  );
}
