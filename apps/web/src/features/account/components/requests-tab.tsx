import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import {
  ResearchRequestsTable,
  useDeleteResearchRequest,
  useMyResearchRequests,
} from '@/features/research-requests/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/**
 * The Requests tab of /account (outreach-integrations-admin §2): the user's research requests, 10 rows a page
 * (§9), each deletable after confirmation (§5). A load failure is only logged (§8) and the tab says so.
 */
export function RequestsTab() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<number | null>(null);
  const query = useMyResearchRequests(page);
  const remove = useDeleteResearchRequest();
  if (query.isError) console.warn('research requests could not be loaded', query.error);
  if (query.isPending) return <CircularProgress aria-label="Loading research requests" />;
  if (query.isError) return <Alert severity="warning">The requests could not be loaded.</Alert>;
  return (
    <>
      <ResearchRequestsTable
        data={query.data}
        page={page}
        onPageChange={setPage}
        onDelete={setDeleting}
        label="Research requests"
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this request?"
        text="The research request is removed."
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
