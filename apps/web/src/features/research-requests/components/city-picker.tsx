import { COMPANY_AUTOCOMPLETE_DEBOUNCE_MS, type Place } from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { usePlaces } from '@/features/leads/public.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

interface CityPickerProps {
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: string;
}

/** The City field: the lead filters' places autocomplete (cities only), giving latitude and longitude. */
export function CityPicker({ value, onChange, error }: CityPickerProps) {
  const [input, setInput] = useState(value?.label ?? '');
  const debounced = useDebouncedValue(input, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const places = usePlaces(debounced);
  const options = input.trim().length >= 2 ? (places.data?.places ?? []).filter((place) => place.kind === 'city') : [];
  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => onChange(place)}
      getOptionLabel={(place) => place.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      filterOptions={(all) => all}
      loading={places.isFetching}
      noOptionsText={input.trim().length < 2 ? 'Type 2 or more letters' : 'No city found'}
      renderInput={(params) => (
        <TextField {...params} label="City" required error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  );
}
