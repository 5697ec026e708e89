import { type LeadType, SAVED_SEARCH_TEXTS, type SavedSearch } from '@agencyscout/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { filtersToLeadQuery, LeadFilterFields, leadQueryToFilters, useFilterDraft } from '@/features/leads/public.ts';
import { FormTextField } from '../../../components/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notifications.ts';
import { useModifySavedSearch } from '../api.ts';
import { type SearchNameDraft, type SearchNameValues, searchNameFormSchema } from '../search-name-form.ts';

/**
 * Modify (prospecting-core §2.6): the search's name and the lead screen's own filter form (same fields, same §5
 * rules; the name by the contract's rule); Save Changes replaces the stored query. Only the owner sees the form.
 */
export function ModifyTab({ search, maxHeight }: { search: SavedSearch; maxHeight: number }) {
  const initial = useMemo(() => filtersToLeadQuery(search.query).query, [search.query]);
  const modify = useModifySavedSearch();
  const form = useForm<SearchNameDraft, unknown, SearchNameValues>({
    resolver: zodResolver(searchNameFormSchema),
    defaultValues: { name: search.name },
    mode: 'onChange',
  });
  const leadType: LeadType = search.query.leadType ?? 'Agency';
  const filters = useFilterDraft(initial, (query) => {
    void form.handleSubmit(({ name }) =>
      modify.mutate(
        { ...leadQueryToFilters(query, leadType), name, searchId: search.searchId },
        {
          onSuccess: () => notify({ message: SAVED_SEARCH_TEXTS.saved, severity: 'success' }),
          onError: (failure) =>
            form.setError('name', { message: failure instanceof ApiError ? failure.message : String(failure) }),
        },
      ),
    )();
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
        <FormTextField
          control={form.control}
          name="name"
          required
          label={SAVED_SEARCH_TEXTS.nameLabel}
          helperText=" "
        />
        <LeadFilterFields filters={filters} />
      </Stack>
      <Button type="submit" variant="contained" disabled={filters.blocked || modify.isPending} sx={{ mt: 2 }}>
        {SAVED_SEARCH_TEXTS.saveChanges}
      </Button>
    </Box>
  );
}
