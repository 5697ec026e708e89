import {
  CONTACT_PAGE_SIZES,
  CONTACT_PAGINATION_LINKS,
  CONTACT_SEARCH_TEXTS,
  DEFAULT_CONTACT_PAGE_SIZE,
  EXPORT_SELECT_ALL_LIMITS,
  EXPORT_TEXTS,
  hasPermission,
  PERMISSIONS,
} from '@agencyscout/contracts';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ExportButton, type ExportQuery } from '@/features/exports/public.ts';
import { CompanyRequestForm } from '@/features/research-requests/public.ts';
import { TickerBar } from '@/features/ticker/public.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useRevealed } from '../../../lib/use-revealed.ts';
import { useContactSearch } from '../api.ts';
import { type ContactFilters, contactSearchQuery, EMPTY_CONTACT_FILTERS } from '../contact-filters.ts';
import { ContactCard } from './contact-card.tsx';
import { ContactFilterPanel } from './contact-filter-panel.tsx';

/** Contact cards rendered at once when a page arrives (a screenful); the rest follow in a transition. */
const FIRST_CARDS = 5;
const NO_CONTACTS: readonly never[] = [];

/** 'n contacts', or 'x / total overall' in the limited view (§2, §6). */
function countText(found: number, overallTotal: number | undefined): string {
  if (overallTotal !== undefined) return `${found} / ${overallTotal} overall`;
  return `${found} ${found === 1 ? 'contact' : 'contacts'}`;
}

/** The filters of the search without its page (the export's query). */
function exportQuery(query: ReturnType<typeof contactSearchQuery>) {
  const { offset: _offset, count: _count, ...filters } = query;
  return filters as ExportQuery;
}

/**
 * The Contact Search screen (/companycontacts; outreach-integrations-admin §2, §4 'Filter changes on the
 * contact search reset the page to 1 and reload'): the filter panel (3 of 12 columns, 1 collapsed) and the
 * contacts with 7 page links; 25/50/100 per page with read:leads. A page shows its first cards at once and renders
 * the rest right after (useRevealed): each card is a heavy tree (menus, tooltips, the log).
 */
export function ContactSearchScreen() {
  const me = useSignedInUser();
  const canChoosePageSize = hasPermission(me.permissions, PERMISSIONS.readLeads);
  const [draft, setDraft] = useState<ContactFilters>(EMPTY_CONTACT_FILTERS);
  const [applied, setApplied] = useState<ContactFilters>(EMPTY_CONTACT_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_CONTACT_PAGE_SIZE);
  const [collapsed, setCollapsed] = useState(false);
  const query = useMemo(() => contactSearchQuery(applied, page, pageSize), [applied, page, pageSize]);
  const search = useContactSearch(query);

  const apply = (change: Partial<ContactFilters> = {}) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setApplied(next);
    setPage(1);
    if (JSON.stringify(next) === JSON.stringify(applied) && page === 1) void search.refetch();
  };
  const clear = () => {
    setDraft(EMPTY_CONTACT_FILTERS);
    setApplied(EMPTY_CONTACT_FILTERS);
    setPage(1);
  };
  const data = search.data;
  const found = data?.found ?? 0;
  const cards = useRevealed(data?.hits ?? NO_CONTACTS, FIRST_CARDS);
  const filterColumns = collapsed ? 1 : 3;
  return (
    <PageLayout section={SECTIONS.companycontacts}>
      {/* outreach-integrations-admin §2 'Contact Search screen': a ticker picker on top. */}
      <TickerBar />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: filterColumns }}>
          <ContactFilterPanel
            draft={draft}
            onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
            onApply={apply}
            onClear={clear}
            collapsed={collapsed}
            onCollapsedChange={setCollapsed}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 12 - filterColumns }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h2" data-testid="contact-count">
                {data ? countText(found, data.overallTotal) : '…'}
              </Typography>
              {data && data.hits.length > 0 && hasPermission(me.permissions, PERMISSIONS.readExport) ? (
                <ExportButton
                  label={EXPORT_TEXTS.title.contacts}
                  kind="contacts"
                  query={exportQuery(query)}
                  rows={data.hits.map((contact) => ({
                    id: contact.id,
                    primary: `${contact.firstName} ${contact.lastName}`,
                    secondary: [contact.position, contact.company.name].filter(Boolean).join(' · '),
                  }))}
                  selectAllLimit={EXPORT_SELECT_ALL_LIMITS.contacts}
                />
              ) : null}
            </Stack>
            {search.isFetching ? <LinearProgress aria-label="Loading contacts" /> : null}
            {data && data.hits.length === 0 ? (
              <Stack spacing={1} sx={{ py: 2 }}>
                <Typography color="text.secondary">{CONTACT_SEARCH_TEXTS.noResults}</Typography>
                <CompanyRequestForm key={applied.companyName} initialCompany={applied.companyName.trim()} />
              </Stack>
            ) : null}
            <List disablePadding aria-label="Contacts">
              {cards.map((contact) => (
                <ListItem key={contact.id} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
                  <ContactCard contact={contact} />
                </ListItem>
              ))}
            </List>
            <PaginationBar
              page={page}
              pageCount={Math.ceil(found / pageSize)}
              onPageChange={setPage}
              linkCount={CONTACT_PAGINATION_LINKS}
              pageSize={
                canChoosePageSize
                  ? {
                      value: pageSize,
                      options: CONTACT_PAGE_SIZES,
                      label: CONTACT_SEARCH_TEXTS.contactsPerPage,
                      onChange: (size) => {
                        setPageSize(size);
                        setPage(1);
                      },
                    }
                  : undefined
              }
            />
          </Paper>
        </Grid>
      </Grid>
    </PageLayout>
  );
}
