import { FEED_IMPORT_TEXTS, type FeedImportRun } from '@agencyscout/contracts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The detected columns of the first file and its first rows, as text (issue #31 point 1). */
export function ColumnsPreview({ run }: { run: Pick<FeedImportRun, 'columns' | 'sample' | 'files'> }) {
  const files = run.files.map((file) => file.name).join(', ');
  const heads = run.columns.map((name, position) => ({ id: `c${position}`, name: name || `#${position + 1}` }));
  const rows = run.sample.map((values, position) => ({
    id: `r${position}`,
    cells: heads.map((head, column) => ({ id: head.id, value: values[column] ?? '' })),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" gutterBottom>
        {`${FEED_IMPORT_TEXTS.columnsTitle} (${run.columns.length})`}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {files}
      </Typography>
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={FEED_IMPORT_TEXTS.sampleTitle}>
        <Table size="small" stickyHeader aria-label={FEED_IMPORT_TEXTS.sampleTitle}>
          <TableHead>
            <TableRow>
              {heads.map((head) => (
                <TableCell key={head.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {head.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {row.cells.map((cell) => (
                  <TableCell
                    key={cell.id}
                    sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {cell.value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
