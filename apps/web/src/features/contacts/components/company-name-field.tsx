import {
  COMPANY_AUTOCOMPLETE_DEBOUNCE_MS,
  COMPANY_AUTOCOMPLETE_MIN_LENGTH,
  CONTACT_SEARCH_TEXTS,
} from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCompanyNames } from '../api.ts';

interface CompanyNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: search at once. */
  onPick: (value: string) => void;
}

/**
 * Company name of the contact search (§2): free text with suggestions from GET /company/search/{text}, asked from
 * 2 characters after a 300 ms pause; fewer characters clear the options (§5).
 */
export function CompanyNameField({ value, onChange, onPick }: CompanyNameFieldProps) {
  const debounced = useDebouncedValue(value, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestions = useCompanyNames(debounced);
  const enough = value.trim().length >= COMPANY_AUTOCOMPLETE_MIN_LENGTH && debounced.trim().length >= 2;
  const options = enough ? [...new Set((suggestions.data?.companies ?? []).map((company) => company.companyName))] : [];
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={options}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      onChange={(_event, picked) => {
        if (typeof picked === 'string') {
          onChange(picked);
          onPick(picked);
        }
      }}
      filterOptions={(items) => items}
      loading={enough && suggestions.isFetching}
      renderInput={(params) => <TextField {...params} label={CONTACT_SEARCH_TEXTS.companyName} />}
    />
  );
}
