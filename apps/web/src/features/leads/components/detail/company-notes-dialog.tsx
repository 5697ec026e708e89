import {
  COMPANY_NOTE_MAX_LENGTH,
  COMPANY_NOTE_TEXTS,
  COMPANY_NOTES_PAGE_SIZE,
  type CompanyNote,
  newCompanyNoteSchema,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDisplayTimestamp } from '../../../../lib/formatting.ts';
import { useAddCompanyNote, useCompanyNotes } from '../../detail-api.ts';

function JobLink({ note, children }: { note: CompanyNote; children: string }) {
  if (note.jobleadId === null) return <>{children}</>;
  return (
    <Link component={RouterLink} to={`/leads/${note.jobleadId}`} underline="hover">
      {children}
    </Link>
  );
}

/** Notes are plain text: rendered as React text (never as HTML), line breaks kept. */
function NotesTable({ rows }: { rows: readonly CompanyNote[] }) {
  return (
    <Table size="small" aria-label={COMPANY_NOTE_TEXTS.title} sx={{ '& td, & th': { px: 1, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          {COMPANY_NOTE_TEXTS.columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((note) => (
          <TableRow key={note.companyNoteId} data-testid="company-note-row">
            <TableCell>
              <JobLink note={note}>{note.jobleadId === null ? '' : String(note.jobleadId)}</JobLink>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <JobLink note={note}>{note.jobTitle ?? ''}</JobLink>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{note.ownerEmail}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayTimestamp(note.createdOn)}</TableCell>
            <TableCell data-testid="company-note-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.notes}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface CompanyNotesDialogProps {
  company: { id: number; name: string };
  /** The lead the dialog was opened on: new notes are written on it. */
  lead: { id: number; title: string };
  open: boolean;
  onClose: () => void;
}

/** The notes box: validated with the API's own schema (contracts), cleared once the note is stored. */
function useNoteDraft(company: { id: number }, lead: { id: number; title: string }, onAdded: () => void) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddCompanyNote();
  const check = newCompanyNoteSchema.shape.notes.safeParse(text);
  return {
    text,
    setText,
    pending: add.isPending,
    error: touched && !check.success ? check.error.issues[0]?.message : undefined,
    blur: () => setTouched(text !== ''),
    submit: () => {
      setTouched(true);
      if (!check.success) return;
      const note = { notes: check.data, companyId: company.id, jobleadId: lead.id, jobTitle: lead.title };
      add.mutate(note, {
        onSuccess: () => {
          setText('');
          setTouched(false);
          onAdded();
        },
      });
    },
  };
}

/**
 * The company notes dialog (prospecting-core §2.4): the organisation's notes on the company (Job ID, Job Title,
 * User Email, Time Stamp, Note; 5 per page, newest first), a notes box and Add Note.
 */
export function CompanyNotesDialog({ company, lead, open, onClose }: CompanyNotesDialogProps) {
  const [page, setPage] = useState(1);
  const notes = useCompanyNotes(company.id, page, open);
  const draft = useNoteDraft(company, lead, () => setPage(1));
  const pages = Math.ceil((notes.data?.count ?? 0) / COMPANY_NOTES_PAGE_SIZE);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="company-notes-title">
      <DialogTitle id="company-notes-title">
        {COMPANY_NOTE_TEXTS.title}: {company.name}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {notes.isFetching ? <LinearProgress aria-label="Loading notes" /> : null}
          {notes.data && notes.data.rows.length > 0 ? <NotesTable rows={notes.data.rows} /> : null}
          {notes.data && notes.data.count === 0 ? (
            <Typography color="text.secondary">{COMPANY_NOTE_TEXTS.noNotes}</Typography>
          ) : null}
          {pages > 1 ? (
            <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} size="small" />
          ) : null}
          <TextField
            label={COMPANY_NOTE_TEXTS.notesLabel}
            multiline
            minRows={3}
            autoFocus
            value={draft.text}
            onChange={(event) => draft.setText(event.target.value)}
            onBlur={draft.blur}
            error={Boolean(draft.error)}
            helperText={draft.error ?? `${draft.text.trim().length}/${COMPANY_NOTE_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: COMPANY_NOTE_MAX_LENGTH + 100 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={draft.submit} disabled={draft.pending || draft.text.trim() === ''}>
          {COMPANY_NOTE_TEXTS.addNote}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
