import type { ManagedUser } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { useUserActivity, useUserDetail } from '../api.ts';

const ActivityChart = lazy(() => import('./activity-chart.tsx'));

/** How many of the latest viewed leads and notes the dialog lists. */
const SHOWN = 10;

function Activity({ userId }: { userId: string }) {
  const query = useUserActivity(userId);
  if (query.isPending) return <CircularProgress aria-label="Loading the activity" />;
  if (query.isError) return <Alert severity="error">The activity could not be loaded.</Alert>;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
      <ActivityChart activity={query.data} />
    </Suspense>
  );
}

/** User detail (§2 'user detail dialog', §3 'User detail'): leads viewed, notes, and the six-month activity chart. */
export function UserDetailDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const detail = useUserDetail(user.userId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="user-detail-title">
      <DialogTitle id="user-detail-title">{user.emailId}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography component="h3" variant="h6">
            Activity, last 6 months
          </Typography>
          <Activity userId={user.userId} />
          {detail.isPending ? (
            <CircularProgress aria-label="Loading the user's leads and notes" />
          ) : detail.isError ? (
            <Alert severity="error">The user's leads and notes could not be loaded.</Alert>
          ) : (
            <>
              <Typography component="h3" variant="h6">
                Leads viewed
              </Typography>
              {detail.data.jobleadsviewed.length === 0 ? (
                <Typography color="text.secondary">No leads viewed yet.</Typography>
              ) : (
                <Table size="small" aria-label="Leads viewed">
                  <TableHead>
                    <TableRow>
                      <TableCell>Viewed</TableCell>
                      <TableCell>Job title</TableCell>
                      <TableCell>Company</TableCell>
                      <TableCell>Location</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {detail.data.jobleadsviewed.slice(0, SHOWN).map((view) => (
                      <TableRow key={`${view.jobLead.jobleadId}-${view.createdDate}`}>
                        <TableCell>{formatDisplayDate(view.createdDate)}</TableCell>
                        <TableCell>{view.jobLead.jobTitle}</TableCell>
                        <TableCell>{view.jobLead.companyName}</TableCell>
                        <TableCell>{view.jobLead.jobLocation ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              <Typography component="h3" variant="h6">
                Notes
              </Typography>
              {detail.data.companyNotes.length === 0 ? (
                <Typography color="text.secondary">No notes yet.</Typography>
              ) : (
                <Table size="small" aria-label="Notes">
                  <TableHead>
                    <TableRow>
                      <TableCell>Written</TableCell>
                      <TableCell>Company</TableCell>
                      <TableCell>Job title</TableCell>
                      <TableCell>Note</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {detail.data.companyNotes.slice(0, SHOWN).map((note) => (
                      <TableRow key={note.id}>
                        <TableCell>{formatDisplayDate(note.createdOn)}</TableCell>
                        <TableCell>{note.company}</TableCell>
                        <TableCell>{note.jobTitle ?? ''}</TableCell>
                        <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{note.notes}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
