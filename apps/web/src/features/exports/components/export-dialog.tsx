import {
  CONTACT_EXPORT_COLUMNS,
  EXPORT_COLUMNS,
  EXPORT_CONTACT_PAGE_SIZE,
  EXPORT_DELIMITER_COOKIE,
  EXPORT_DELIMITER_COOKIE_DAYS,
  EXPORT_DELIMITER_LABELS,
  EXPORT_DELIMITER_NAMES,
  EXPORT_LEAD_PAGE_SIZES,
  EXPORT_TEXTS,
  type ExportColumn,
  type ExportDelimiter,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  downloadExport,
  type ExportKind,
  type ExportQuery,
  exportKeys,
  useContactExportCount,
  useExportQuota,
} from '../api.ts';
import { ColumnPicker } from './column-picker.tsx';
import { type ExportRow, SelectionList } from './selection-list.tsx';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  kind: ExportKind;
  title: string;
  /** The filters of the screen (sent as the query). */
  query: ExportQuery;
  /** Rows offered for selection; none: the export is of `fixedIds` or select-all only. */
  rows?: readonly ExportRow[];
  fixedIds?: readonly number[];
  /** Select-all limit (§9); undefined hides select-all. */
  selectAllLimit?: number;
  /** The outreach list export starts with select-all on. */
  initialSelectAll?: boolean;
}

function readDelimiter(): ExportDelimiter {
  const stored = Cookies.get(EXPORT_DELIMITER_COOKIE);
  return EXPORT_DELIMITER_NAMES.find((name) => name === stored) ?? 'comma';
}

/** The usage counter (§2); in the contact dialog it counts rows, since there each contact is one (issue #30). */
function QuotaLine({ kind }: { kind: ExportKind }) {
  const quota = useExportQuota(true).data;
  if (!quota) return null;
  const over = quota.downloaded > quota.limit;
  const usage = kind === 'contacts' ? EXPORT_TEXTS.contactUsage : EXPORT_TEXTS.usage;
  return (
    <Typography variant="body2" color={over ? 'error' : 'text.secondary'} data-testid="export-quota">
      {usage(quota.downloaded, quota.limit)}, {EXPORT_TEXTS.resets(formatDisplayDate(quota.resetDate))}
    </Typography>
  );
}

/**
 * The contact dialog's rows (issue #30): each contact is a row, and how many contacts the file will hold. A
 * selection is counted here; select-all and primary contacts only are counted by the server, with its rules.
 */
function ContactRowsLine(props: { query: ExportQuery; ids: number[]; selectAll: boolean; primaryContacts: boolean }) {
  const { query, ids, selectAll, primaryContacts } = props;
  const asked = selectAll || (primaryContacts && ids.length > 0);
  const selection = selectAll
    ? { selectAll, primaryContacts }
    : { ids: [...ids].sort((a, b) => a - b), primaryContacts };
  const counted = useContactExportCount(query, selection, asked);
  let count: string | null = EXPORT_TEXTS.contactCount(ids.length);
  if (asked) {
    if (counted.data) count = EXPORT_TEXTS.contactCount(counted.data.contacts);
    else count = counted.isError ? null : EXPORT_TEXTS.contactCountPending;
  }
  return (
    <Typography variant="body2" data-testid="export-contact-rows">
      {EXPORT_TEXTS.contactRows}
      {count ? (
        <Typography
          component="strong"
          variant="body2"
          sx={{ display: 'block', fontWeight: 600 }}
          data-testid="export-contact-count"
        >
          {count}
        </Typography>
      ) : null}
    </Typography>
  );
}

/** On failure: the house '{status}: {message}' for a refused export, else the spec's 'Internal Error' (§8). */
function reportFailure(error: unknown) {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    notify({ code: error.statusCode, message: error.message, severity: 'error' });
  } else notify({ message: EXPORT_TEXTS.failure, severity: 'error' });
}

/**
 * The export dialog (outreach-integrations-admin §2 'Export dialogs', §3 'Export state'): all columns and no rows
 * selected at first, select-all clears the individual selection, delimiter kept in a cookie for a year,
 * descriptions as plain text unless 'Descriptions as HTML' (the spec's removeHTML, now the default; issue #30),
 * primary contacts only, the usage counter; export downloads the file, refreshes the usage and closes. The
 * contact dialog says that each contact is a row and how many contacts the file holds.
 */
export default function ExportDialog(props: ExportDialogProps) {
  const { kind, rows, fixedIds, selectAllLimit } = props;
  const offered = kind === 'contacts' ? CONTACT_EXPORT_COLUMNS : EXPORT_COLUMNS;
  const [columns, setColumns] = useState<Set<ExportColumn>>(() => new Set(offered));
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [selectAll, setSelectAll] = useState(props.initialSelectAll ?? false);
  const [delimiter, setDelimiter] = useState<ExportDelimiter>(readDelimiter);
  const [descriptionsAsHtml, setDescriptionsAsHtml] = useState(false);
  const [primaryContacts, setPrimaryContacts] = useState(false);
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const ids = fixedIds ? [...fixedIds] : [...selected];
  const canExport = (selectAll || ids.length > 0) && columns.size > 0 && !loading;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const changeDelimiter = (value: ExportDelimiter) => {
    setDelimiter(value);
    Cookies.set(EXPORT_DELIMITER_COOKIE, value, { expires: EXPORT_DELIMITER_COOKIE_DAYS, sameSite: 'lax' });
  };
  const run = async () => {
    setLoading(true);
    try {
      await downloadExport(kind, props.query, {
        ids: selectAll ? [] : ids,
        selectAll,
        columns: offered.filter((column) => columns.has(column)),
        delimiter,
        descriptionsAsHtml,
        primaryContacts,
      });
      await queryClient.invalidateQueries({ queryKey: exportKeys.quota });
      await queryClient.invalidateQueries({ queryKey: ['userdata'] });
      props.onClose();
    } catch (error) {
      reportFailure(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <QuotaLine kind={kind} />
          {kind === 'contacts' ? (
            <ContactRowsLine
              query={props.query}
              ids={selectAll ? [] : ids}
              selectAll={selectAll}
              primaryContacts={primaryContacts}
            />
          ) : null}
          {selectAllLimit !== undefined ? (
            <FormControlLabel
              label={EXPORT_TEXTS.selectAll(selectAllLimit, kind === 'contacts' ? 'contacts' : undefined)}
              control={
                <Checkbox
                  checked={selectAll}
                  onChange={(event) => {
                    setSelectAll(event.target.checked);
                    if (event.target.checked) setSelected(new Set());
                  }}
                />
              }
            />
          ) : null}
          {rows && rows.length > 0 ? (
            <SelectionList
              rows={rows}
              selected={selected}
              selectAll={selectAll}
              onToggle={toggle}
              pageSize={kind === 'contacts' ? EXPORT_CONTACT_PAGE_SIZE : EXPORT_LEAD_PAGE_SIZES[0]}
            />
          ) : null}
          <Divider />
          <ColumnPicker offered={offered} selected={columns} onChange={setColumns} />
          <Divider />
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Delimiter"
              value={delimiter}
              onChange={(event) => changeDelimiter(event.target.value as ExportDelimiter)}
              sx={{ minWidth: 180 }}
            >
              {EXPORT_DELIMITER_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {EXPORT_DELIMITER_LABELS[name]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              label={EXPORT_TEXTS.descriptionsAsHtml}
              control={
                <Checkbox
                  checked={descriptionsAsHtml}
                  onChange={(event) => setDescriptionsAsHtml(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'export-descriptions-help' } }}
                />
              }
            />
            <FormControlLabel
              label="Primary contacts only"
              control={
                <Checkbox checked={primaryContacts} onChange={(event) => setPrimaryContacts(event.target.checked)} />
              }
            />
          </Stack>
          <Typography id="export-descriptions-help" variant="caption" color="text.secondary">
            {EXPORT_TEXTS.descriptionsAsHtmlHelp}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canExport}
          onClick={() => void run()}
          startIcon={loading ? <CircularProgress size={16} aria-label="Exporting" /> : undefined}
        >
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
