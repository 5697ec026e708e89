import { COMPANY_NOTES_SCREEN_TEXTS, type CompanyNote } from '@agencyscout/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../lib/formatting.ts';

interface CompanyNotesTableProps {
  notes: readonly CompanyNote[];
  onDelete: (note: CompanyNote) => void;
}

/**
 * The organisation's notes: company, the lead it was written on (a link to /leads/{JobleadId}), location, the
 * note as plain text, the owner's e-mail and the 'MMM DD, YYYY' time stamp; delete for its author or an admin.
 */
export function CompanyNotesTable({ notes, onDelete }: CompanyNotesTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Company notes">
        <TableHead>
          <TableRow>
            {COMPANY_NOTES_SCREEN_TEXTS.columns.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : undefined}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {notes.map((note) => (
            <TableRow key={note.companyNoteId} hover data-testid="company-note-row">
              <TableCell>{note.companyName ?? ''}</TableCell>
              <TableCell>
                {note.jobleadId ? (
                  <Link component={RouterLink} to={`/leads/${note.jobleadId}`}>
                    {note.jobTitle || `Lead ${note.jobleadId}`}
                  </Link>
                ) : (
                  (note.jobTitle ?? '')
                )}
              </TableCell>
              <TableCell>{note.jobLocation ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 420 }}>
                {note.notes}
              </TableCell>
              <TableCell>{note.ownerEmail}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(note.createdOn)}</TableCell>
              <TableCell align="right">
                {note.canDelete ? (
                  <Tooltip title="Delete">
                    <IconButton size="small" aria-label="Delete note" onClick={() => onDelete(note)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
