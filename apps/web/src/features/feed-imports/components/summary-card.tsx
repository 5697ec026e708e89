import type { FeedImportSummary } from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * A dry run's or an import's summary: the counts, the leads as they would be stored (dry run) and the summary as
 * the command line prints it.
 */
export function SummaryCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: FeedImportSummary;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={summary.dryRun ? 'dry-run-summary' : 'import-summary'}>
      <Stack spacing={2}>
        <Typography variant="h2">{title}</Typography>
        <Typography variant="body1">
          {`${count(summary.read)} rows read · ${count(summary.leads.inserted)} new leads · ${count(summary.leads.updated)} updated · ${count(summary.leads.unchanged)} unchanged · ${count(summary.rejectedTotal)} rejected`}
        </Typography>
        {summary.preview.length > 0 ? (
          <Table size="small" aria-label="Leads as they would be stored">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>Company</TableCell>
                <TableCell>Place</TableCell>
                <TableCell>Pay</TableCell>
                <TableCell>Posted</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.preview.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.title}</TableCell>
                  <TableCell>{row.company ?? '—'}</TableCell>
                  <TableCell>{row.place}</TableCell>
                  <TableCell>{row.pay}</TableCell>
                  <TableCell>{row.postedAt ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Box
          component="pre"
          data-testid="summary-text"
          tabIndex={0}
          aria-label="Summary as the command line prints it"
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
        >
          {summary.text}
        </Box>
        {children}
      </Stack>
    </Paper>
  );
}
