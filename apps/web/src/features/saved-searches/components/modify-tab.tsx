import { type LeadType, SAVED_SEARCH_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { filtersToLeadQuery, LeadFilterFields, leadQueryToFilters, useFilterDraft } from '@/features/leads/public.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { useModifySavedSearch } from '../api.ts';
import { savedSearchNameError } from './save-search-dialog.tsx';

/**
 * Modify (prospecting-core §2.6): the search's name and the lead screen's own filter form (same fields, same §5
 * rules); Save Changes replaces the stored query. Only the owner sees the form.
 */
export function ModifyTab({ search, maxHeight }: { search: SavedSearch; maxHeight: number }) {
  const initial = useMemo(() => filtersToLeadQuery(search.query).query, [search.query]);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const modify = useModifySavedSearch();
  const leadType: LeadType = search.query.leadType ?? 'Agency';
  const filters = useFilterDraft(initial, (query) => {
    const error = savedSearchNameError(name);
    setNameError(error);
    if (error) return;
    modify.mutate(
      { ...leadQueryToFilters(query, leadType), name: name.trim(), searchId: search.searchId },
      {
        onSuccess: () => notify({ message: SAVED_SEARCH_TEXTS.saved, severity: 'success' }),
        onError: (failure) => setNameError(failure instanceof ApiError ? failure.message : String(failure)),
      },
    );
  });
  if (!search.isOwner) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {SAVED_SEARCH_TEXTS.ownerOnly}
      </Typography>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.submit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={SAVED_SEARCH_TEXTS.tabModify} sx={{ pt: 1 }}>
      <Stack spacing={2} sx={{ maxHeight, overflowY: 'auto', pt: 1, pr: 0.5 }}>
        <TextField
          required
          label={SAVED_SEARCH_TEXTS.nameLabel}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(savedSearchNameError(event.target.value));
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
        />
        <LeadFilterFields filters={filters} />
      </Stack>
      <Button type="submit" variant="contained" disabled={filters.blocked || modify.isPending} sx={{ mt: 2 }}>
        {SAVED_SEARCH_TEXTS.saveChanges}
      </Button>
    </Box>
  );
}
