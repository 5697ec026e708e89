import {
  EXPORT_CONTACT_PAGE_SIZE,
  EXPORT_DELIMITER_LABELS,
  EXPORT_DELIMITER_NAMES,
  EXPORT_LEAD_PAGE_SIZES,
  EXPORT_TEXTS,
} from '@agencyscout/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../../components/form-fields.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { type ExportKind, type ExportQuery, useContactExportCount, useExportQuota } from '../api.ts';
import { type ExportDialogData, keepDelimiter, useExportDialog } from '../use-export-dialog.ts';
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

/** Delimiter, 'Descriptions as HTML' (with its help) and primary contacts only. */
function FileOptions({ data }: { data: ExportDialogData }) {
  const { control } = data.form;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormTextField
          control={control}
          name="delimiter"
          select
          size="small"
          label="Delimiter"
          onChange={(event) => keepDelimiter(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {EXPORT_DELIMITER_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {EXPORT_DELIMITER_LABELS[name]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormCheckbox
          control={control}
          name="descriptionsAsHtml"
          label={EXPORT_TEXTS.descriptionsAsHtml}
          describedBy="export-descriptions-help"
        />
        <FormCheckbox control={control} name="primaryContacts" label="Primary contacts only" />
      </Stack>
      <Typography id="export-descriptions-help" variant="caption" color="text.secondary">
        {EXPORT_TEXTS.descriptionsAsHtmlHelp}
      </Typography>
    </>
  );
}

/** The columns in their groups, kept in the offered order. */
function ColumnsField({ data }: { data: ExportDialogData }) {
  return (
    <Controller
      control={data.form.control}
      name="columns"
      render={({ field }) => (
        <ColumnPicker
          offered={data.offered}
          selected={new Set(field.value)}
          onChange={(chosen) => field.onChange(data.offered.filter((column) => chosen.has(column)))}
        />
      )}
    />
  );
}

/**
 * The export dialog (outreach-integrations-admin §2 'Export dialogs', §3 'Export state'): all columns and no rows
 * selected at first, select-all clears the individual selection, delimiter kept in a cookie for a year,
 * descriptions as plain text unless 'Descriptions as HTML' (the spec's removeHTML, now the default; issue #30),
 * primary contacts only, the usage counter; export downloads the file, refreshes the usage and closes. The
 * contact dialog says that each contact is a row and how many contacts the file holds.
 */
export default function ExportDialog(props: ExportDialogProps) {
  const { kind, rows, selectAllLimit } = props;
  const data = useExportDialog(props);
  const { draft, loading } = data;
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="export-dialog-title">
      <DialogTitle id="export-dialog-title">{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <QuotaLine kind={kind} />
          {kind === 'contacts' ? (
            <ContactRowsLine
              query={props.query}
              ids={draft.selectAll ? [] : draft.ids}
              selectAll={draft.selectAll}
              primaryContacts={draft.primaryContacts}
            />
          ) : null}
          {selectAllLimit !== undefined ? (
            <FormCheckbox
              control={data.form.control}
              name="selectAll"
              label={EXPORT_TEXTS.selectAll(selectAllLimit, kind === 'contacts' ? 'contacts' : undefined)}
              onChange={(checked) => {
                if (checked) data.form.setValue('ids', []);
              }}
            />
          ) : null}
          {rows && rows.length > 0 ? (
            <SelectionList
              rows={rows}
              selected={new Set(draft.ids)}
              selectAll={draft.selectAll}
              onToggle={data.toggle}
              pageSize={kind === 'contacts' ? EXPORT_CONTACT_PAGE_SIZE : EXPORT_LEAD_PAGE_SIZES[0]}
            />
          ) : null}
          <Divider />
          <ColumnsField data={data} />
          <Divider />
          <FileOptions data={data} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!data.canExport}
          onClick={() => void data.run()}
          startIcon={loading ? <CircularProgress size={16} aria-label="Exporting" /> : undefined}
        >
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
