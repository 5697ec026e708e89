import { TIP_TEXTS, type TipRow } from '@agencyscout/contracts';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../lib/formatting.ts';

function addressOf(row: TipRow): string {
  return [row.address, row.city, row.state, row.country, row.zip].filter(Boolean).join(', ');
}

/** The tips table (§2.5 columns): Viewed (eye), Tip Discovery Date, Agency Tip (company link and address). */
export function TipsTable({ rows, height }: { rows: readonly TipRow[]; height: number }) {
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} data-testid="tips-empty">
        {TIP_TEXTS.empty}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxHeight: height }} tabIndex={0} aria-label="Agency Tips">
      <Table stickyHeader size="small" data-testid="tips-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>Viewed</TableCell>
            <TableCell sx={{ width: 160 }}>Tip Discovery Date</TableCell>
            <TableCell>Agency Tip</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                {row.viewed ? (
                  <Tooltip title="Viewed">
                    <VisibilityOutlined fontSize="small" color="action" aria-label="Viewed" role="img" />
                  </Tooltip>
                ) : null}
              </TableCell>
              <TableCell>{formatDisplayDate(row.discoveredAt)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/agencytips/${row.id}`} sx={{ fontWeight: 600 }}>
                  {row.companyName}
                </Link>
                <Typography variant="body2" color="text.secondary" data-testid="tip-address" data-city={row.city ?? ''}>
                  {addressOf(row)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
