import { FEED_IMPORT_LIMITS, FEED_IMPORT_TEXTS, FEED_TABLE_EXTENSIONS } from '@agencyscout/contracts';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';

const ACCEPT = [...FEED_TABLE_EXTENSIONS, '.zip'].join(',');

/** Choosing the files of a feed (several, or a zip of a folder) and its name, then uploading them. */
export function UploadCard({ busy, onUpload }: { busy: boolean; onUpload: (files: File[], feedName: string) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [feedName, setFeedName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (files.length === 0) return setError(FEED_IMPORT_TEXTS.noFiles);
    if (total > FEED_IMPORT_LIMITS.maxUploadBytes) return setError(FEED_IMPORT_TEXTS.tooBig);
    if (files.length > FEED_IMPORT_LIMITS.maxFiles) return setError(FEED_IMPORT_TEXTS.tooManyFiles);
    setError(null);
    onUpload(files, feedName);
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label={FEED_IMPORT_TEXTS.upload} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="body1">{FEED_IMPORT_TEXTS.intro}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
            {FEED_IMPORT_TEXTS.chooseFiles}
            <input
              id={inputId}
              data-testid="feed-files"
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              onChange={(event) => {
                setFiles([...(event.target.files ?? [])]);
                setError(null);
              }}
            />
          </Button>
          <Typography variant="body2" color={error ? 'error' : 'text.secondary'} aria-live="polite">
            {error ??
              (files.map((file) => file.name).join(', ') ||
                `CSV, TSV, xlsx or zip · up to ${FEED_IMPORT_LIMITS.maxUploadBytes / 1024 / 1024} MB`)}
          </Typography>
        </Stack>
        <TextField
          label={FEED_IMPORT_TEXTS.feedName}
          helperText={FEED_IMPORT_TEXTS.feedNameHelp}
          value={feedName}
          onChange={(event) => setFeedName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ maxWidth: 420 }}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy}>
            {FEED_IMPORT_TEXTS.upload}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
