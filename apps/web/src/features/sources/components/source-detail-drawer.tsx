import { SOURCE_KIND_LABELS, SOURCE_TEXTS, type SourceDetailResponse } from '@agencyscout/contracts';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSourceDetail } from '../api.ts';
import { formatCount, formatInterval, LEAD_TYPE_LABELS, sourceTitle } from '../source-display.ts';
import { RelativeTime } from './last-poll-cell.tsx';
import { PollHistoryTable } from './poll-history-table.tsx';
import { SourceDetailActions } from './source-actions.tsx';
import { BoardLink, CompanyLink } from './source-links.tsx';
import { SourceStatusChip } from './source-status-chip.tsx';
import { trendLabel } from './sparkline-cell.tsx';

const OpenPostingsChart = lazy(() => import('./open-postings-chart.tsx'));

const TITLE_ID = 'source-detail-title';

const when = (value: string | null, none: string) => (value ? <RelativeTime value={value} /> : none);

/**
 * When the next poll runs: queued (waiting for a poller), due (the dispatcher hands it out within a minute), at its
 * time, or not while paused or failing.
 */
function nextPoll(source: SourceDetailResponse): ReactNode {
  if (!source.enabled || source.status !== 'active') return 'Not scheduled';
  if (source.queuedAt) return SOURCE_TEXTS.queued;
  if (!source.nextPollAt || Date.parse(source.nextPollAt) <= Date.now()) return SOURCE_TEXTS.due;
  return when(source.nextPollAt, 'Soon');
}

/** The source's settings and health as a definition list. */
function Facts({ source }: { source: SourceDetailResponse }) {
  const facts: [string, ReactNode][] = [
    [
      'Board',
      <Box key="url" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {source.url}
      </Box>,
    ],
    ['Company', <CompanyLink key="company" source={source} />],
    ['Lead type', LEAD_TYPE_LABELS[source.leadType]],
    ['Polled', formatInterval(source.pollIntervalMinutes)],
    ['Postings open', formatCount(source.postingsOpen)],
    ...(source.detailsPending > 0
      ? [['Descriptions', SOURCE_TEXTS.detailsPending(formatCount(source.detailsPending))] as [string, ReactNode]]
      : []),
    ['Last poll', when(source.lastPolledAt, 'Not polled yet')],
    ['Last success', when(source.lastSuccessAt, 'None yet')],
    ['Next poll', nextPoll(source)],
    ['Added', when(source.createdAt, '')],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OpenPostings({ source }: { source: SourceDetailResponse }) {
  if (source.polls.length < 2) {
    return (
      <Typography variant="body2" color="text.secondary">
        The chart shows once the source has been polled twice.
      </Typography>
    );
  }
  const values = [...source.polls].reverse().map((poll) => poll.postingsOpen);
  return (
    <Box role="img" aria-label={trendLabel(values)}>
      <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
        <OpenPostingsChart polls={source.polls} />
      </Suspense>
    </Box>
  );
}

function DetailBody({ source, onClose }: { source: SourceDetailResponse; onClose: () => void }) {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SourceStatusChip source={source} />
        <Typography variant="body2" color="text.secondary">
          {SOURCE_KIND_LABELS[source.kind]}
        </Typography>
        <BoardLink source={source} />
      </Stack>
      <SourceDetailActions source={source} onRemoved={onClose} />
      {source.lastError ? (
        <Alert severity={source.status === 'failing' ? 'error' : 'warning'} sx={{ overflowWrap: 'anywhere' }}>
          {`Last error: ${source.lastError}`}
        </Alert>
      ) : null}
      <Facts source={source} />
      <Section title="Open postings">
        <OpenPostings source={source} />
      </Section>
      <Section title="Poll history">
        <PollHistoryTable polls={source.polls} />
      </Section>
    </Stack>
  );
}

interface SourceDetailDrawerProps {
  /** The source shown; kept while the drawer slides shut. */
  id: number | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * One source in a side panel: its health and settings, the actions, a chart of open postings and the poll
 * history (newest first). Read again every 15 s while open, so a queued poll's result appears.
 */
export function SourceDetailDrawer({ id, open, onClose }: SourceDetailDrawerProps) {
  const detail = useSourceDetail(id, open);
  const notFound = detail.error instanceof ApiError && detail.error.statusCode === 404;
  return (
    <Drawer
      anchor="right"
      open={open && id !== undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: 640, lg: 820 }, p: 3 },
        },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Typography id={TITLE_ID} variant="h5" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {detail.data ? sourceTitle(detail.data) : 'Source'}
        </Typography>
        <IconButton aria-label="Close the source's details" onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      {detail.data ? (
        <DetailBody source={detail.data} onClose={onClose} />
      ) : detail.isError ? (
        <Alert severity="error">{notFound ? SOURCE_TEXTS.notFound : detail.error.message}</Alert>
      ) : (
        <CircularProgress aria-label="Loading the source" />
      )}
    </Drawer>
  );
}
