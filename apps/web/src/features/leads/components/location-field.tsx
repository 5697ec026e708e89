import {
  COMPANY_AUTOCOMPLETE_DEBOUNCE_MS,
  type LeadLocation,
  MAX_LOCATIONS,
  type Place,
  RADIUS_OPTIONS_MILES,
  STATEWIDE_RADIUS,
} from '@agencyscout/contracts';
import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../../lib/notifications.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaces } from '../api.ts';
import { addLocation, describeLocation, type PendingLocation, pendingFromPlace } from '../lead-locations.ts';

/** The location being picked: the place (not yet added) and the radius chosen so far (null while blank). */
export interface LocationDraft {
  place: PendingLocation | null;
  radius: number | null;
}
export const EMPTY_LOCATION_DRAFT: LocationDraft = { place: null, radius: null };

interface LocationFieldProps {
  locations: readonly LeadLocation[];
  onLocationsChange: (locations: LeadLocation[]) => void;
  draft: LocationDraft;
  onDraftChange: (draft: LocationDraft) => void;
  error?: string;
}

/** The places autocomplete pauses like the company one (§5 '300 ms'; the spec names no other value). */
const PLACE_DEBOUNCE_MS = COMPANY_AUTOCOMPLETE_DEBOUNCE_MS;

const KIND_LABELS: Record<Place['kind'], string> = { city: 'City', region: 'State / province', country: 'Country' };

function PlacePicker({ draft, onDraftChange }: Pick<LocationFieldProps, 'draft' | 'onDraftChange'>) {
  const [input, setInput] = useState(draft.place?.location ?? '');
  const [picked, setPicked] = useState<Place | null>(null);
  const debounced = useDebouncedValue(input, PLACE_DEBOUNCE_MS);
  const places = usePlaces(debounced);
  const options = input.trim().length >= 2 ? (places.data?.places ?? []) : [];
  if (draft.place === null && picked !== null) {
    // The pick was added (Add or Search): start over with an empty field.
    setPicked(null);
    setInput('');
  }
  const pick = (place: Place | null) => {
    setPicked(place);
    if (!place) return onDraftChange({ ...draft, place: null });
    const pending = pendingFromPlace(place, draft.radius);
    onDraftChange({ place: pending, radius: pending.radius });
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      value={picked}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, place) => pick(place)}
      filterOptions={(items) => items}
      getOptionLabel={(place) => place.label}
      isOptionEqualToValue={(option, value) => option.label === value.label && option.kind === value.kind}
      loading={places.isFetching}
      noOptionsText={input.trim().length < 2 ? 'Type at least 2 characters' : 'No places found'}
      renderOption={({ key, ...optionProps }, place) => (
        <Box component="li" key={key} {...optionProps}>
          <Stack>
            <span>{place.label}</span>
            <Typography variant="caption" color="text.secondary">
              {KIND_LABELS[place.kind]}
            </Typography>
          </Stack>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Location" placeholder="City, state or country" />}
    />
  );
}

function RadiusSelect({ draft, onDraftChange }: Pick<LocationFieldProps, 'draft' | 'onDraftChange'>) {
  const statewide = draft.place?.statewide === true;
  const change = (text: string) => {
    const radius = text === '' ? null : Number(text);
    onDraftChange({ place: draft.place ? { ...draft.place, radius } : null, radius });
  };
  return (
    <TextField
      select
      size="small"
      label="Radius"
      value={statewide ? STATEWIDE_RADIUS : (draft.radius ?? '')}
      disabled={statewide}
      onChange={(event) => change(event.target.value)}
      sx={{ flex: 1 }}
      slotProps={{ htmlInput: { 'data-testid': 'radius-select' } }}
    >
      <MenuItem value="">
        <em>Default (5 miles)</em>
      </MenuItem>
      {RADIUS_OPTIONS_MILES.map((miles) => (
        <MenuItem key={miles} value={miles}>
          {miles} miles
        </MenuItem>
      ))}
      {statewide ? <MenuItem value={STATEWIDE_RADIUS}>Statewide</MenuItem> : null}
    </TextField>
  );
}

/**
 * Location(s) with radius (§2.3, §4 'Location', §5 'Locations'): a places autocomplete, the radius, an Add button
 * and the list of added locations with a n/20 badge. Refusals (nothing picked, 21st location) show the red
 * snackbar with the spec's texts.
 */
export function LocationField({ locations, onLocationsChange, draft, onDraftChange, error }: LocationFieldProps) {
  const add = () => {
    const result = addLocation(locations, draft.place);
    if (!result.ok) return notify({ message: result.message, severity: 'error' });
    onLocationsChange(result.locations);
    onDraftChange({ place: null, radius: null });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">Locations</Typography>
        <Chip
          size="small"
          label={`${locations.length}/${MAX_LOCATIONS}`}
          color={locations.length >= MAX_LOCATIONS ? 'warning' : 'default'}
          data-testid="location-count"
        />
      </Stack>
      <PlacePicker draft={draft} onDraftChange={onDraftChange} />
      <Stack direction="row" spacing={1}>
        <RadiusSelect draft={draft} onDraftChange={onDraftChange} />
        <Button variant="outlined" startIcon={<Add />} onClick={add}>
          Add
        </Button>
      </Stack>
      {error ? (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {locations.map((location, index) => (
          <Chip
            key={`${location.location}-${location.radius}`}
            size="small"
            label={describeLocation(location)}
            onDelete={() => onLocationsChange(locations.filter((_item, other) => other !== index))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
