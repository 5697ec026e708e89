import {
  COMPANY_AUTOCOMPLETE_DEBOUNCE_MS,
  COMPANY_SIZE_BUCKETS,
  type Place,
  STATEWIDE_RADIUS,
  TIP_DATE_POSTED_OPTIONS,
} from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MultiSelectField } from '../../../components/multi-select-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTipCompanySuggestions, useTipPlaces } from '../api.ts';
import { type TipFilter, type TipFilterErrors, type TipPlace, withPlace } from '../tip-query.ts';

interface TipFilterFieldsProps {
  filter: TipFilter;
  errors: TipFilterErrors;
  onChange: (filter: TipFilter) => void;
}

function toTipPlace(place: Place): TipPlace {
  return {
    label: place.label,
    kind: place.kind,
    latitude: place.latitude,
    longitude: place.longitude,
    stateCountry: place.stateCode ? `${place.stateCode},${place.countryCode}` : null,
  };
}

function datePostedLabel(days: number): string {
  return days <= 0 ? 'All' : `Last ${days} days`;
}

function LocationField({ filter, onChange }: Pick<TipFilterFieldsProps, 'filter' | 'onChange'>) {
  const [input, setInput] = useState(filter.place?.label ?? '');
  const debounced = useDebouncedValue(input, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const places = useTipPlaces(debounced);
  const options = (places.data?.places ?? []).filter((place) => place.kind !== 'country').map(toTipPlace);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={filter.place}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.label === value.label}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, place) => onChange(withPlace(filter, place))}
      loading={places.isFetching}
      renderInput={(params) => <TextField {...params} label="Location" placeholder="City or state" />}
    />
  );
}

function RadiusField({ filter, onChange }: Pick<TipFilterFieldsProps, 'filter' | 'onChange'>) {
  const statewide = filter.radius === STATEWIDE_RADIUS;
  return (
    <TextField
      size="small"
      label="Radius (miles)"
      type={statewide ? 'text' : 'number'}
      value={statewide ? 'Statewide' : (filter.radius ?? '')}
      disabled={statewide}
      onChange={(event) => {
        const value = event.target.value;
        onChange({ ...filter, radius: value === '' ? null : Math.max(1, Math.min(500, Math.round(Number(value)))) });
      }}
      slotProps={{ htmlInput: { min: 1, max: 500, 'aria-label': 'Radius (miles)' } }}
      helperText={filter.radius !== null && !statewide ? 'Clear to use 5 miles' : ' '}
    />
  );
}

function HiringCompanyField({ filter, errors, onChange }: TipFilterFieldsProps) {
  const debounced = useDebouncedValue(filter.hiringCompany, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestions = useTipCompanySuggestions(debounced);
  const names =
    filter.hiringCompany.trim().length >= 2
      ? [...new Set((suggestions.data?.companies ?? []).map((company) => company.companyName))]
      : [];
  return (
    <Autocomplete
      freeSolo
      size="small"
      options={names}
      inputValue={filter.hiringCompany}
      onInputChange={(_, value) => onChange({ ...filter, hiringCompany: value })}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Hiring Company"
          error={Boolean(errors.hiringCompany)}
          helperText={errors.hiringCompany}
        />
      )}
    />
  );
}

/** The fields of the tips filter (prospecting-core §2.5), in the spec's order. */
export function TipFilterFields({ filter, errors, onChange }: TipFilterFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label="Search by Keyword"
        value={filter.keyword}
        error={Boolean(errors.keyword)}
        helperText={errors.keyword}
        onChange={(event) => onChange({ ...filter, keyword: event.target.value })}
      />
      <LocationField filter={filter} onChange={onChange} />
      <TextField
        size="small"
        label="Search by Tip Id"
        value={filter.tipId}
        error={Boolean(errors.tipId)}
        helperText={errors.tipId}
        onChange={(event) => onChange({ ...filter, tipId: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <RadiusField filter={filter} onChange={onChange} />
      <HiringCompanyField filter={filter} errors={errors} onChange={onChange} />
      <TextField
        select
        size="small"
        label="Date Posted"
        value={filter.datePosted}
        onChange={(event) => onChange({ ...filter, datePosted: Number(event.target.value) })}
      >
        {TIP_DATE_POSTED_OPTIONS.map((days) => (
          <MenuItem key={days} value={days}>
            {datePostedLabel(days)}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelectField
        label="Company Size"
        options={COMPANY_SIZE_BUCKETS}
        value={filter.employeeRange}
        onChange={(employeeRange) => onChange({ ...filter, employeeRange })}
        placeholder="All"
      />
    </Stack>
  );
}
