import { COMPANY_AUTOCOMPLETE_DEBOUNCE_MS, LEAD_SEARCH_MESSAGES } from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCompanySuggestions } from '../api.ts';
import { isHiringCompanyTooLong } from '../lead-query.ts';

interface HiringCompanyFieldProps {
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** Shown while the stored value is over the limit (§5: search and save are blocked). */
  error?: string;
}

/**
 * Hiring company (§2.3): several company names picked from GET /company/search/{text}, which is asked only from
 * 2 typed characters after a 300 ms pause; fewer characters clear the suggestions (§5). An addition that makes
 * the names joined with ' or ' longer than 600 characters is reverted with the red snackbar of §5.
 */
export function HiringCompanyField({ value, onChange, error }: HiringCompanyFieldProps) {
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestions = useCompanySuggestions(debounced);
  const enoughTyped = input.trim().length >= 2 && debounced.trim().length >= 2;
  const names = enoughTyped
    ? [...new Set((suggestions.data?.companies ?? []).map((company) => company.companyName))]
    : [];

  const change = (next: string[]) => {
    if (next.length > value.length && isHiringCompanyTooLong(next)) {
      notify({ message: LEAD_SEARCH_MESSAGES.hiringCompanyTooLong, severity: 'error' });
      return;
    }
    onChange(next);
  };

  return (
    <Autocomplete
      multiple
      size="small"
      options={names}
      value={[...value]}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, next) => {
        change(next);
        setInput('');
      }}
      filterOptions={(options) => options}
      filterSelectedOptions
      loading={enoughTyped && suggestions.isFetching}
      noOptionsText={input.trim().length < 2 ? 'Type at least 2 characters' : 'No companies found'}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Hiring Company" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
