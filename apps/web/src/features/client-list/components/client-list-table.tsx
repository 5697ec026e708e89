import { CLIENT_LIST_TEXTS, type ClientListEntry } from '@agencyscout/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import Checkbox from '@mui/material/Checkbox';
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
import { type ClientSelection, isRowChecked } from '../selection.ts';

interface ClientListTableProps {
  rows: readonly ClientListEntry[];
  selection: ClientSelection;
  onToggleAll: () => void;
  onToggleRow: (companyId: number) => void;
  onDelete: (row: ClientListEntry) => void;
}

function ViewLinks({ row }: { row: ClientListEntry }) {
  return (
    <>
      <Tooltip title={`Agency leads at ${row.companyName}`}>
        <IconButton
          component={RouterLink}
          to={`/leads?companyId=${row.companyId}`}
          size="small"
          aria-label={`Agency leads at ${row.companyName}`}
        >
          <WorkOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Open Web leads at ${row.companyName}`}>
        <IconButton
          component={RouterLink}
          to={`/openweb?companyId=${row.companyId}`}
          size="small"
          aria-label={`Open Web leads at ${row.companyName}`}
        >
          <LanguageOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

/**
 * The client list's rows (prospecting-core §2.8): checkbox, Company, View (Agency and Open Web leads of the
 * company), Owner, State, the company's new leads since it was added, and delete. Only the caller's own entries
 * can be selected or deleted; teammates' shared entries are read-only.
 */
export function ClientListTable({ rows, selection, onToggleAll, onToggleRow, onDelete }: ClientListTableProps) {
  const [company, view, owner, state, newLeads, actions] = CLIENT_LIST_TEXTS.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label="Client list">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selection.selectAll}
                indeterminate={selection.selectAll && selection.ticked.size > 0}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': 'Select all clients' } }}
              />
            </TableCell>
            <TableCell>{company}</TableCell>
            <TableCell>{view}</TableCell>
            <TableCell>{owner}</TableCell>
            <TableCell>{state}</TableCell>
            <TableCell align="right">{newLeads}</TableCell>
            <TableCell align="right">{actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.companyId}-${row.ownerEmail}`} hover data-testid="client-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={row.mine && isRowChecked(selection, row.companyId)}
                  disabled={!row.mine}
                  onChange={() => onToggleRow(row.companyId)}
                  slotProps={{ input: { 'aria-label': `Select ${row.companyName}` } }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/leads?companyId=${row.companyId}`}>
                  {row.companyName}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ViewLinks row={row} />
              </TableCell>
              <TableCell>{row.ownerEmail}</TableCell>
              <TableCell>{row.state ?? ''}</TableCell>
              <TableCell align="right" data-testid="client-new-leads">
                {row.newLeads}
              </TableCell>
              <TableCell align="right">
                {row.mine ? (
                  <Tooltip title="Delete">
                    <IconButton size="small" aria-label={`Delete ${row.companyName}`} onClick={() => onDelete(row)}>
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
