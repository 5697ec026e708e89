import { COMPANY_AUTOCOMPLETE_DEBOUNCE_MS, CUSTOMER_TEXTS } from '@agencyscout/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ResearchRequestsTable, useAllResearchRequests } from '@/features/research-requests/public.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCustomerLookup } from '../api.ts';
import { AuditLog } from './audit-log.tsx';
import { CustomerCard } from './customer-card.tsx';
import { NewCustomerForm } from './new-customer-form.tsx';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Look up by e-mail (300 ms debounce, 2+ characters); a failed search empties the list (§8). */
function CustomerLookup() {
  const [email, setEmail] = useState('');
  const debounced = useDebouncedValue(email, COMPANY_AUTOCOMPLETE_DEBOUNCE_MS);
  const lookup = useCustomerLookup(debounced);
  const customers = lookup.isError ? [] : (lookup.data?.customers ?? []);
  return (
    <Stack spacing={2}>
      <TextField
        label={CUSTOMER_TEXTS.lookupLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        sx={{ maxWidth: 420 }}
      />
      {debounced.trim().length >= 2 && lookup.isSuccess && customers.length === 0 ? (
        <Typography color="text.secondary">{CUSTOMER_TEXTS.noCustomers}</Typography>
      ) : null}
      {customers.map((customer) => (
        <CustomerCard key={customer.userId} customer={customer} />
      ))}
    </Stack>
  );
}

function AllRequests() {
  const [page, setPage] = useState(1);
  const requests = useAllResearchRequests(page);
  return (
    <ResearchRequestsTable
      data={requests.data}
      page={page}
      onPageChange={setPage}
      showAuthor
      label={CUSTOMER_TEXTS.requestsTitle}
    />
  );
}

/**
 * Manage Customers (outreach-integrations-admin §2): the notice that the page is moving to another admin site,
 * New customer, look-up with each user's actions, every customer's research requests, and the audit log.
 * Provider staff only (create:member); the server refuses everyone else.
 */
export function ManageCustomersScreen() {
  return (
    <PageLayout section={SECTIONS.managecustomers}>
      <Stack spacing={3}>
        <Alert severity="info">{CUSTOMER_TEXTS.movingNotice}</Alert>
        <Panel title="New customer">
          <NewCustomerForm />
        </Panel>
        <Panel title="Customers">
          <CustomerLookup />
        </Panel>
        <Panel title={CUSTOMER_TEXTS.requestsTitle}>
          <AllRequests />
        </Panel>
        <Panel title={CUSTOMER_TEXTS.auditTitle}>
          <AuditLog />
        </Panel>
      </Stack>
    </PageLayout>
  );
}
