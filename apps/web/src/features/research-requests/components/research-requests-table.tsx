import {
  RESEARCH_REQUEST_TEXTS,
  RESEARCH_REQUESTS_PAGE_SIZE,
  type ResearchRequestsResponse,
} from '@agencyscout/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { describeRequest } from '../request-display.ts';

interface ResearchRequestsTableProps {
  data: ResearchRequestsResponse | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** Shows the Delete button of each row (the author's own list). */
  onDelete?: (id: number) => void;
  /** Shows who filed each request and their organisation (provider staff). */
  showAuthor?: boolean;
  label: string;
}

/** Research requests, 10 rows a page (§9), newest first; free text is rendered as text only. */
export function ResearchRequestsTable({
  data,
  page,
  onPageChange,
  onDelete,
  showAuthor,
  label,
}: ResearchRequestsTableProps) {
  if (data && data.total === 0) return <Typography color="text.secondary">{RESEARCH_REQUEST_TEXTS.empty}</Typography>;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / RESEARCH_REQUESTS_PAGE_SIZE));
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            {showAuthor ? <TableCell>Requested by</TableCell> : null}
            <TableCell>Request</TableCell>
            <TableCell>{RESEARCH_REQUEST_TEXTS.specificRequirement}</TableCell>
            {onDelete ? <TableCell align="right">Delete</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.requests ?? []).map((request) => (
            <TableRow key={request.companyRequestId} data-testid="research-request-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(request.createdDate)}</TableCell>
              {showAuthor ? (
                <TableCell>
                  {request.requestedBy}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {request.organizationName}
                  </Typography>
                </TableCell>
              ) : null}
              <TableCell>{describeRequest(request)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {request.specificRequirement ?? ''}
              </TableCell>
              {onDelete ? (
                <TableCell align="right">
                  <IconButton
                    aria-label={`Delete request ${request.companyRequestId}`}
                    onClick={() => onDelete(request.companyRequestId)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pageCount > 1 ? (
        <PaginationBar page={page} pageCount={pageCount} onPageChange={onPageChange} linkCount={7} />
      ) : null}
    </Stack>
  );
}
