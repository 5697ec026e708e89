import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, CUSTOMER_TEXTS, fieldLabel } from '@agencyscout/contracts';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { useAuditLog } from '../api.ts';

/** One snapshot value as read: '—' for none, Yes/No, a day for a timestamp, else the value. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDisplayDate(value);
  return String(value);
}

/** 'Label: value' pairs of a before/after snapshot, as text (the field names as their labels). */
function changes(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${fieldLabel(key)}: ${valueText(value)}`)
    .join(', ');
}

/** The staff audit log: who did what, when, to whom, with the values before and after (newest first). */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  if (audit.data?.total === 0) return <Typography color="text.secondary">No staff actions yet</Typography>;
  const pageCount = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={CUSTOMER_TEXTS.auditTitle}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(audit.data?.entries ?? []).map((entry) => (
            <TableRow key={entry.id} data-testid="audit-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {`${formatDisplayDate(entry.createdAt)} ${entry.createdAt.slice(11, 16)} UTC`}
              </TableCell>
              <TableCell>{entry.actorEmail}</TableCell>
              <TableCell>{AUDIT_ACTION_LABELS[entry.action] ?? fieldLabel(entry.action)}</TableCell>
              <TableCell>{[entry.targetEmail, entry.targetOrganization].filter(Boolean).join(' · ')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{changes(entry.before)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{changes(entry.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pageCount > 1 ? <PaginationBar page={page} pageCount={pageCount} onPageChange={setPage} linkCount={7} /> : null}
    </Stack>
  );
}
