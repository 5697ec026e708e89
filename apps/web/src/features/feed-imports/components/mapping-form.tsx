import {
  type CsvMapping,
  DATE_FORMATS,
  FEED_FIELD_KEYS,
  FEED_FIELD_LABELS,
  FEED_IMPORT_TEXTS,
  type FeedFieldKey,
  type FeedFieldOrigin,
  LEAD_TYPES,
  PAY_PERIODS,
} from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

const TEXTS = FEED_IMPORT_TEXTS;
const NONE = 'none';

/** How a mapping origin other than a header name shows in its select ('column 3', 'always "CA"'). */
export function originLabel(origin: FeedFieldOrigin): string {
  if (typeof origin === 'number') return `column ${origin}`;
  if (typeof origin === 'object') return `always "${origin.value}"`;
  return origin;
}

const originKey = (origin: FeedFieldOrigin | undefined) =>
  origin === undefined ? NONE : typeof origin === 'string' ? `h:${origin}` : `o:${JSON.stringify(origin)}`;

function fromKey(key: string): FeedFieldOrigin | undefined {
  if (key === NONE) return undefined;
  return key.startsWith('h:') ? key.slice(2) : (JSON.parse(key.slice(2)) as FeedFieldOrigin);
}

interface FieldSelectProps {
  field: FeedFieldKey;
  columns: readonly string[];
  value: FeedFieldOrigin | undefined;
  missing: boolean;
  onChange: (value: FeedFieldOrigin | undefined) => void;
}

/** One lead field's select: its columns by header name, '(not mapped)', and a kept column number or constant. */
function FieldSelect({ field, columns, value, missing, onChange }: FieldSelectProps) {
  const required = field === 'title' || field === 'company';
  const extra = value !== undefined && typeof value !== 'string' ? [value] : [];
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={FEED_FIELD_LABELS[field]}
      slotProps={{ inputLabel: { required } }}
      error={missing && required && !value}
      value={originKey(value)}
      onChange={(event) => onChange(fromKey(event.target.value))}
    >
      <MenuItem value={NONE}>{TEXTS.notMapped}</MenuItem>
      {columns
        .filter((name) => name)
        .map((name) => (
          <MenuItem key={`h:${name}`} value={`h:${name}`}>
            {name}
          </MenuItem>
        ))}
      {extra.map((kept) => (
        <MenuItem key={originKey(kept)} value={originKey(kept)}>
          {originLabel(kept)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface RunOptions {
  leadType: string;
  dateFormat: string;
  salaryPeriod: string;
}

/** The lead type, the date format and the pay period of amounts that state none. */
function RunOptionFields({ value, onChange }: { value: RunOptions; onChange: (value: RunOptions) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        size="small"
        label={TEXTS.leadType}
        value={value.leadType}
        onChange={(event) => onChange({ ...value, leadType: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        {LEAD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type === 'OpenWeb' ? 'Open Web' : type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={TEXTS.dateFormat}
        value={value.dateFormat}
        onChange={(event) => onChange({ ...value, dateFormat: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        {[...new Set([...DATE_FORMATS, value.dateFormat])].map((format) => (
          <MenuItem key={format} value={format}>
            {format}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={TEXTS.salaryPeriod}
        value={value.salaryPeriod}
        onChange={(event) => onChange({ ...value, salaryPeriod: event.target.value })}
        sx={{ minWidth: 280 }}
      >
        <MenuItem value={NONE}>{TEXTS.anyPeriod}</MenuItem>
        {PAY_PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {`per ${period}`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

interface MappingFormProps {
  columns: readonly string[];
  mapping: CsvMapping;
  origin: 'saved' | 'suggested';
  busy: boolean;
  onSubmit: (mapping: CsvMapping) => void;
}

/**
 * The column mapping of an upload (issue #31 point 1): for each lead field, the column it is read from (or none),
 * starting from the mapping kept for the feed name or the one suggested from the header names; the lead type,
 * the date format and the pay period of amounts that state none. Title and company are required.
 */
export function MappingForm({ columns, mapping, origin, busy, onSubmit }: MappingFormProps) {
  const [chosen, setChosen] = useState<Partial<Record<FeedFieldKey, FeedFieldOrigin>>>(mapping.columns);
  const [options, setOptions] = useState<RunOptions>({
    leadType: mapping.leadType ?? 'OpenWeb',
    dateFormat: mapping.dateFormat,
    salaryPeriod: mapping.salaryPeriod ?? NONE,
  });
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!chosen.title || !chosen.company);
    if (!chosen.title || !chosen.company) return;
    const { salaryPeriod: _unused, ...rest } = mapping;
    onSubmit({
      ...rest,
      leadType: options.leadType as CsvMapping['leadType'],
      dateFormat: options.dateFormat,
      ...(options.salaryPeriod !== NONE ? { salaryPeriod: options.salaryPeriod as CsvMapping['salaryPeriod'] } : {}),
      columns: chosen as CsvMapping['columns'],
    });
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label={TEXTS.mappingTitle} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h2">{TEXTS.mappingTitle}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="mapping-origin">
          {origin === 'saved' ? TEXTS.mappingSaved : TEXTS.mappingSuggested}
        </Typography>
        {missing ? <Alert severity="error">{TEXTS.titleAndCompany}</Alert> : null}
        <Grid container spacing={2}>
          {FEED_FIELD_KEYS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              <FieldSelect
                field={field}
                columns={columns}
                value={chosen[field]}
                missing={missing}
                onChange={(value) => setChosen({ ...chosen, [field]: value })}
              />
            </Grid>
          ))}
        </Grid>
        <RunOptionFields value={options} onChange={setOptions} />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy}>
            {TEXTS.dryRun}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
