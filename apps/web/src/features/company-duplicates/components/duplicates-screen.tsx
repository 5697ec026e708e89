import {
  type CompanyMerge,
  DUPLICATE_PAGE_SIZE,
  DUPLICATE_REASON_LABELS,
  DUPLICATE_TEXTS,
  type DuplicatePair,
  MERGE_ROW_LABELS,
} from '@agencyscout/contracts';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { formatDisplayDate as formatDate } from '../../../lib/formatting.ts';
import { notify } from '../../../lib/notifications.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useCompanyMerges, useDismissPair, useDuplicatePairs, useSplitMerge } from '../api.ts';
import { CompanyEvidence } from './company-card.tsx';
import { MergeDialog } from './merge-dialog.tsx';

function PairCard({ pair, onMerge }: { pair: DuplicatePair; onMerge: (pair: DuplicatePair) => void }) {
  const dismiss = useDismissPair();
  const [first, second] = pair.companies;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${first.name} and ${second.name}`}>
      <Typography variant="overline" component="p">
        {`${DUPLICATE_REASON_LABELS[pair.reason]} · similarity ${Math.round(pair.similarity * 100)} %`}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ my: 1 }}>
        <CompanyEvidence company={first} />
        <CompanyEvidence company={second} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => onMerge(pair)}>
          {DUPLICATE_TEXTS.merge}
        </Button>
        <Button
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(pair.id, { onSuccess: (result) => notify({ message: result.message, severity: 'success' }) })
          }
        >
          {DUPLICATE_TEXTS.dismiss}
        </Button>
      </Stack>
    </Paper>
  );
}

function MergeRow({ merge, onSplit }: { merge: CompanyMerge; onSplit: (merge: CompanyMerge) => void }) {
  const moved = merge.moves.map((move) => `${move.count} ${MERGE_ROW_LABELS[move.kind].toLowerCase()}`).join(', ');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }} component="li">
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {`${merge.mergedCompany.name} (#${merge.mergedCompany.id}) → ${merge.keptCompany.name} (#${merge.keptCompany.id})`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`${formatDate(merge.createdAt)}${moved ? ` · moved ${moved}` : ''}`}
        </Typography>
      </Stack>
      {merge.splitAt ? (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`${DUPLICATE_TEXTS.alreadySplit} ${formatDate(merge.splitAt)}`}</Typography>
      ) : (
        <Button onClick={() => onSplit(merge)}>{DUPLICATE_TEXTS.split}</Button>
      )}
    </Stack>
  );
}

function MergeLog() {
  const [page, setPage] = useState(1);
  const merges = useCompanyMerges(page);
  const split = useSplitMerge();
  const [splitting, setSplitting] = useState<CompanyMerge | undefined>(undefined);
  const pageCount = Math.max(1, Math.ceil((merges.data?.total ?? 0) / DUPLICATE_PAGE_SIZE));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="merge-log-title">
      <Typography variant="h2" id="merge-log-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {DUPLICATE_TEXTS.mergesTitle}
      </Typography>
      {merges.data && merges.data.merges.length === 0 ? (
        <Typography variant="body2">{DUPLICATE_TEXTS.mergesEmpty}</Typography>
      ) : null}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {merges.data?.merges.map((merge) => (
          <MergeRow key={merge.id} merge={merge} onSplit={setSplitting} />
        ))}
      </Stack>
      {pageCount > 1 ? <PaginationBar page={page} pageCount={pageCount} onPageChange={setPage} linkCount={7} /> : null}
      <ConfirmDialog
        open={splitting !== undefined}
        title={DUPLICATE_TEXTS.split}
        text={DUPLICATE_TEXTS.splitConfirm}
        confirmLabel={DUPLICATE_TEXTS.split}
        pending={split.isPending}
        onCancel={() => setSplitting(undefined)}
        onConfirm={() =>
          splitting &&
          split.mutate(splitting.id, {
            onSuccess: (result) => {
              notify({ message: result.message, severity: 'success' });
              setSplitting(undefined);
            },
          })
        }
      />
    </Paper>
  );
}

/**
 * Company Duplicates (issue #32 point 2), for provider staff (create:member): pairs of companies imports and job
 * sources named alike but did not join, each with its evidence; merge a pair (with a preview of what moves) or
 * dismiss it as not the same; the merge log below splits a wrong merge back.
 */
export function DuplicatesScreen() {
  const [page, setPage] = useState(1);
  const pairs = useDuplicatePairs(page);
  const [merging, setMerging] = useState<DuplicatePair | undefined>(undefined);
  const pageCount = Math.max(1, Math.ceil((pairs.data?.total ?? 0) / DUPLICATE_PAGE_SIZE));
  return (
    <PageLayout section={SECTIONS.companyduplicates}>
      <Stack spacing={2}>
        <Typography variant="body1">{DUPLICATE_TEXTS.intro}</Typography>
        {pairs.data ? (
          pairs.data.pairs.length === 0 ? (
            <EmptyState icon={CompareArrowsOutlined} title={DUPLICATE_TEXTS.empty} testId="duplicates-empty" />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {`${pairs.data.total.toLocaleString('en-US')} pair${pairs.data.total === 1 ? '' : 's'} to review`}
              </Typography>
              {pairs.data.pairs.map((pair) => (
                <PairCard key={pair.id} pair={pair} onMerge={setMerging} />
              ))}
              {pageCount > 1 ? (
                <PaginationBar page={page} pageCount={pageCount} onPageChange={setPage} linkCount={7} />
              ) : null}
            </>
          )
        ) : pairs.isError ? (
          <Alert severity="error">{`The pairs could not be loaded: ${pairs.error.message}`}</Alert>
        ) : (
          <CircularProgress aria-label="Loading the pairs" />
        )}
        <MergeLog />
      </Stack>
      <MergeDialog pair={merging} onClose={() => setMerging(undefined)} />
    </PageLayout>
  );
}
