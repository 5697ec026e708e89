import { MAILBOX_PAGE_SIZE, MAILBOX_STATUS_LABELS, type MailboxMessage } from '@agencyscout/contracts';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { formatDisplayDate } from '../../../lib/formatting.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useMailboxPage } from '../api.ts';
import { LinkedText } from './linked-text.tsx';

const STATUS_COLORS = { stored: 'default', queued: 'info', sent: 'success', failed: 'error' } as const;

function MessageItem({ message }: { message: MailboxMessage }) {
  const time = new Date(message.createdAt).toISOString().slice(11, 16);
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary aria-controls={`mail-${message.id}-body`} id={`mail-${message.id}-header`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
          <Chip size="small" color={STATUS_COLORS[message.status]} label={MAILBOX_STATUS_LABELS[message.status]} />
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{message.subject}</Typography>
          <Typography variant="body2" color="text.secondary">
            {message.to} · {formatDisplayDate(message.createdAt)} {time} UTC
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`mail-${message.id}-body`}>
        {message.status === 'failed' || message.lastError ? (
          <Alert severity={message.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
            {`${message.attempts} tries. Last error: ${message.lastError ?? 'none'}`}
          </Alert>
        ) : null}
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          <LinkedText text={message.text} />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The mailbox of provider staff (issue #11): every e-mail the product stored (no SMTP_URL) or handed to SMTP,
 * newest first, with its delivery state; the plain-text part opens on click, its web addresses as links (issue #30).
 */
export function MailboxScreen() {
  const [page, setPage] = useState(0);
  const query = useMailboxPage(page);
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / MAILBOX_PAGE_SIZE));
  return (
    <PageLayout section={SECTIONS.mailbox}>
      {query.isPending ? (
        <CircularProgress aria-label="Loading e-mails" />
      ) : query.isError ? (
        <Alert severity="error">The mailbox could not be loaded.</Alert>
      ) : query.data.messages.length === 0 ? (
        <EmptyState icon={EmailOutlined} title="No e-mails yet">
          Saved-search alerts and other e-mails appear here when they are sent or stored.
        </EmptyState>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {`${query.data.total} e-mail${query.data.total === 1 ? '' : 's'}`}
          </Typography>
          {query.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
          {pageCount > 1 ? (
            <PaginationBar
              page={page + 1}
              pageCount={pageCount}
              onPageChange={(next) => setPage(next - 1)}
              linkCount={7}
            />
          ) : null}
        </Stack>
      )}
    </PageLayout>
  );
}
