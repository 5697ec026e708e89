import {
  COMPANY_NOTES_FILTER_MAX_LENGTH,
  COMPANY_NOTES_SCREEN_PAGE_SIZE,
  COMPANY_NOTES_SCREEN_TEXTS,
  type CompanyNote,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { type NoteFilters, useDeleteNote, useOrganisationNotes } from '../api.ts';
import { CompanyNotesTable } from './company-notes-table.tsx';

const NO_FILTERS: NoteFilters = { companyName: '', location: '', text: '' };
const FIELDS = [
  ['companyName', COMPANY_NOTES_SCREEN_TEXTS.companyName],
  ['location', COMPANY_NOTES_SCREEN_TEXTS.location],
  ['text', COMPANY_NOTES_SCREEN_TEXTS.text],
] as const;

function FilterForm({ onSearch }: { onSearch: (filters: NoteFilters) => void }) {
  const [draft, setDraft] = useState<NoteFilters>(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      companyName: draft.companyName.trim(),
      location: draft.location.trim(),
      text: draft.text.trim(),
    });
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={submit}
      aria-label="Filter company notes"
    >
      {FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          size="small"
          label={label}
          name={name}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          slotProps={{ htmlInput: { maxLength: COMPANY_NOTES_FILTER_MAX_LENGTH } }}
        />
      ))}
      <Button type="submit" variant="contained">
        {COMPANY_NOTES_SCREEN_TEXTS.search}
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_FILTERS);
          onSearch(NO_FILTERS);
        }}
      >
        {COMPANY_NOTES_SCREEN_TEXTS.clear}
      </Button>
    </Stack>
  );
}

/**
 * The Company Notes screen (/companynotes; outreach-integrations-admin 'Company Notes screen'): the filter form
 * (company name, location, text), the organisation's notes 10 per page, and delete with 'Confirm Delete'.
 */
export function CompanyNotesScreen() {
  const [filters, setFilters] = useState<NoteFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<CompanyNote | undefined>(undefined);
  const pageSize = COMPANY_NOTES_SCREEN_PAGE_SIZE;
  const notes = useOrganisationNotes(filters, (page - 1) * pageSize, pageSize);
  const remove = useDeleteNote();
  const rows = notes.data?.rows ?? [];
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.companyNoteId, { onSettled: () => setDeleting(undefined) });
  };
  return (
    <PageLayout section={SECTIONS.companynotes}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FilterForm
          onSearch={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="company-notes-count" sx={{ mb: 1 }}>
          {notes.data
            ? `${notes.data.count}${notes.data.countCapped ? '+' : ''} ${notes.data.count === 1 ? 'note' : 'notes'}`
            : '…'}
        </Typography>
        {notes.data && rows.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {COMPANY_NOTES_SCREEN_TEXTS.empty}
          </Typography>
        ) : (
          <CompanyNotesTable notes={rows} onDelete={setDeleting} />
        )}
        <PaginationBar
          page={page}
          pageCount={Math.ceil((notes.data?.count ?? 0) / pageSize)}
          onPageChange={setPage}
          linkCount={7}
        />
      </Paper>
      <ConfirmDialog
        open={deleting !== undefined}
        title={COMPANY_NOTES_SCREEN_TEXTS.confirmDelete}
        text={COMPANY_NOTES_SCREEN_TEXTS.confirmDeleteText}
        pending={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirm}
      />
    </PageLayout>
  );
}
