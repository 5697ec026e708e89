import { SAVED_SEARCH_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSavedSearch, useSavedSearchList } from '../api.ts';

interface SavedSearchPickerProps {
  /** The selected search (the route's searchId). */
  searchId: number | undefined;
  /** A search was chosen (run it) or the selection was cleared (null: reset the query). */
  onChange: (search: SavedSearch | null) => void;
}

/**
 * The lead screens' saved-search picker (prospecting-core §6 read:leads, §4 'Choosing a saved search runs it;
 * clearing the selection resets the query'): the organisation's searches whose name contains the typed text.
 */
export function SavedSearchPicker({ searchId, onChange }: SavedSearchPickerProps) {
  const [input, setInput] = useState('');
  const name = useDebouncedValue(input, 300);
  const [open, setOpen] = useState(false);
  const options = useSavedSearchList({ view: 'all', name, offset: 0, count: 25 }, open);
  const selected = useSavedSearch(searchId);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280, maxWidth: 420 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data?.rows ?? []}
      loading={options.isFetching}
      value={selected.data ?? null}
      isOptionEqualToValue={(option, value) => option.searchId === value.searchId}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.searchId}
      filterOptions={(all) => all}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setInput(value);
      }}
      onChange={(_, value) => {
        setInput('');
        onChange(value);
      }}
      renderInput={(params) => <TextField {...params} label={SAVED_SEARCH_TEXTS.pickerLabel} />}
    />
  );
}
