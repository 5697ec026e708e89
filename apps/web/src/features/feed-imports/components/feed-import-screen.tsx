import { FEED_IMPORT_TEXTS, type FeedImportRun } from '@agencyscout/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import {
  downloadRejects,
  isActive,
  reportImportError,
  useDryRun,
  useFeedImportRun,
  useRecentImports,
  useStartImport,
  useUploadFeed,
} from '../api.ts';
import { ColumnsPreview } from './columns-preview.tsx';
import { ImportProgress } from './import-progress.tsx';
import { MappingForm } from './mapping-form.tsx';
import { SummaryCard } from './summary-card.tsx';
import { UploadCard } from './upload-card.tsx';

const TEXTS = FEED_IMPORT_TEXTS;

function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const recent = useRecentImports();
  const items = recent.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2">{TEXTS.recentTitle}</Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {recent.isPending ? 'Loading…' : TEXTS.noRecent}
        </Typography>
      ) : (
        <List dense aria-label={TEXTS.recentTitle}>
          {items.map((item) => (
            <ListItemButton key={item.id} onClick={() => onOpen(item.id)}>
              <ListItemText
                primary={item.feedName}
                secondary={`${item.status} · ${formatDisplayDate(item.createdAt)}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Mapping and dry run while the run is not started; the dry run's summary offers the import. */
function Checking({ run }: { run: FeedImportRun }) {
  const dryRun = useDryRun();
  const start = useStartImport();
  return (
    <Stack spacing={2}>
      <ColumnsPreview run={run} />
      <MappingForm
        key={`${run.id}`}
        columns={run.columns}
        mapping={run.mapping}
        origin={run.mappingOrigin}
        busy={dryRun.isPending}
        onSubmit={(mapping) => dryRun.mutate({ id: run.id, mapping }, { onError: reportImportError })}
      />
      {dryRun.isPending ? <CircularProgress aria-label="Running the dry run" /> : null}
      {run.status === 'checked' && run.dryRun && !dryRun.isPending ? (
        <SummaryCard title={TEXTS.dryRunTitle} summary={run.dryRun}>
          <Stack direction="row">
            <Button
              variant="contained"
              disabled={start.isPending}
              onClick={() => start.mutate(run.id, { onError: reportImportError })}
            >
              {TEXTS.startImport}
            </Button>
          </Stack>
        </SummaryCard>
      ) : null}
    </Stack>
  );
}

function Finished({ run, onNew }: { run: FeedImportRun; onNew: () => void }) {
  return (
    <Stack spacing={2}>
      {run.status === 'failed' ? <Alert severity="error">{run.error ?? TEXTS.failed}</Alert> : null}
      {run.summary ? (
        <SummaryCard title={TEXTS.summaryTitle} summary={run.summary}>
          <Stack direction="row" spacing={2}>
            {run.hasRejects ? (
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined />}
                onClick={() => downloadRejects(run.id).catch(reportImportError)}
              >
                {TEXTS.downloadRejects}
              </Button>
            ) : null}
            <Link component="button" type="button" onClick={onNew}>
              {TEXTS.newImport}
            </Link>
          </Stack>
        </SummaryCard>
      ) : null}
    </Stack>
  );
}

/**
 * Feed Import (issue #31 point 1), for provider staff: upload a feed, see its columns and first rows, choose the
 * mapping, check the dry run, then import it in the worker with a progress bar. The run's id is in the address
 * (`?run=`), so a reload shows the same run at the same step, its progress read again from the server.
 */
export function FeedImportScreen() {
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || undefined;
  const open = (id: number | undefined) => setParams(id ? { run: String(id) } : {});
  const upload = useUploadFeed((run) => open(run.id));
  const run = useFeedImportRun(runId);
  const newImport = () => open(undefined);
  return (
    <PageLayout
      section={SECTIONS.imports}
      actions={
        runId ? (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={newImport}>
            {TEXTS.newImport}
          </Button>
        ) : null
      }
    >
      {runId === undefined ? (
        <Stack spacing={2}>
          <UploadCard
            busy={upload.isPending}
            onUpload={(files, feedName) => upload.mutate({ files, feedName }, { onError: reportImportError })}
          />
          <RecentImports onOpen={open} />
        </Stack>
      ) : run.data ? (
        <Stack spacing={2}>
          <Typography
            variant="body1"
            data-testid="run-heading"
          >{`${run.data.feedName} · ${run.data.status}`}</Typography>
          {run.data.status === 'uploaded' || run.data.status === 'checked' ? <Checking run={run.data} /> : null}
          {isActive(run.data) ? <ImportProgress run={run.data} /> : null}
          {run.data.status === 'succeeded' || run.data.status === 'failed' ? (
            <Finished run={run.data} onNew={newImport} />
          ) : null}
        </Stack>
      ) : run.isError ? (
        <Alert severity="error">{`The import could not be loaded: ${run.error.message}`}</Alert>
      ) : (
        <CircularProgress aria-label="Loading the import" />
      )}
    </PageLayout>
  );
}
