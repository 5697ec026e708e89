import {
  CALL_LIST_TEXTS,
  GROUP_CONTACTS_COOKIE,
  hasPermission,
  PERMISSIONS,
  UNCLASSIFIED_CALL_LIST_ID,
} from '@agencyscout/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Cookies from 'js-cookie';
import { useEffect, useMemo, useState } from 'react';
import {
  ContactCard,
  NewCallListDialog,
  useCallListBatches,
  useCallLists,
  useDeleteCallList,
} from '@/features/contacts/public.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useWindowHeight } from '../../../lib/use-window-height.ts';
import { useBatchedScroll } from '../use-batched-scroll.ts';
import { CallListContacts } from './call-list-contacts.tsx';
import { CallListToolbar } from './call-list-toolbar.tsx';

/** Height of the page chrome above the list (px). */
const LIST_OFFSET = 300;
const SEARCH_DEBOUNCE_MS = 300;

/** The group-contacts preference, kept in a cookie for a year (§2). */
function useGroupPreference(): [boolean, (group: boolean) => void] {
  const [group, setGroup] = useState(() => Cookies.get(GROUP_CONTACTS_COOKIE) === 'true');
  const change = (next: boolean) => {
    setGroup(next);
    Cookies.set(GROUP_CONTACTS_COOKIE, String(next), { expires: 365, path: '/', sameSite: 'strict' });
  };
  return [group, change];
}

/** 'n contacts', or 'x / total overall' in the limited view (§2, §6). */
function countText(found: number, overallTotal: number | undefined): string {
  return overallTotal === undefined
    ? `${found} ${found === 1 ? 'contact' : 'contacts'}`
    : `${found} / ${overallTotal} overall`;
}

/**
 * The Outreach List screen (/calllist; outreach-integrations-admin §2, §4): pick a list (or Unclassified
 * Outreach) and search it; its contacts on the left, loaded 100 at a time as the list scrolls, walked with
 * ↑/↓; the selected contact's card on the right with the list menu, log form and log.
 */
export function CallListScreen() {
  const me = useSignedInUser();
  const lists = useCallLists();
  const [selectedList, setSelectedList] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [group, setGroup] = useGroupPreference();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [selectedContact, setSelectedContact] = useState<number | undefined>(undefined);
  const removeList = useDeleteCallList();
  const height = Math.max(320, useWindowHeight() - LIST_OFFSET);

  const firstList = lists.data?.lists[0]?.callListId;
  const listId = selectedList ?? firstList ?? (lists.data ? UNCLASSIFIED_CALL_LIST_ID : undefined);
  const batches = useCallListBatches(listId, debouncedSearch, group);
  const contacts = useMemo(() => batches.data?.pages.flatMap((page) => page.hits) ?? [], [batches.data]);
  const first = batches.data?.pages[0];
  const onScroll = useBatchedScroll({
    canLoadMore: Boolean(batches.hasNextPage),
    loading: batches.isFetchingNextPage,
    loadMore: () => void batches.fetchNextPage(),
  });
  useEffect(() => {
    if (contacts.length > 0 && !contacts.some((contact) => contact.id === selectedContact)) {
      setSelectedContact(contacts[0]?.id);
    }
  }, [contacts, selectedContact]);
  const selected = contacts.find((contact) => contact.id === selectedContact);
  const currentList = lists.data?.lists.find((list) => list.callListId === listId);

  const confirmDelete = () => {
    if (listId === undefined) return;
    removeList.mutate(listId, {
      onSuccess: () => setSelectedList(undefined),
      onSettled: () => setDeleting(false),
    });
  };
  return (
    <PageLayout section={SECTIONS.calllist}>
      <CallListToolbar
        lists={lists.data?.lists ?? []}
        unclassifiedCount={lists.data?.unclassifiedCount ?? 0}
        selectedId={listId}
        onSelect={(id) => {
          setSelectedList(id);
          setSelectedContact(undefined);
        }}
        search={search}
        onSearchChange={setSearch}
        group={group}
        onGroupChange={setGroup}
        onNew={() => setCreating(true)}
        onDelete={() => setDeleting(true)}
        canExport={hasPermission(me.permissions, PERMISSIONS.readExport)}
      />
      <Typography variant="h6" component="h2" data-testid="call-list-count" sx={{ mb: 1 }}>
        {first ? `${first.callList.callListName}: ${countText(first.found, first.overallTotal)}` : '…'}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CallListContacts
            contacts={contacts}
            selectedId={selected?.id}
            onSelect={setSelectedContact}
            onScroll={onScroll}
            loadingMore={batches.isFetching}
            grouped={group}
            height={height}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="call-list-detail">
            {selected ? (
              <ContactCard contact={selected} />
            ) : (
              <Typography color="text.secondary">{CALL_LIST_TEXTS.noSelection}</Typography>
            )}
          </Paper>
        </Grid>
      </Grid>
      <NewCallListDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(list) => setSelectedList(list.callListId)}
      />
      <ConfirmDialog
        open={deleting}
        title={CALL_LIST_TEXTS.confirmDeleteTitle}
        text={CALL_LIST_TEXTS.confirmDeleteText(currentList?.callListName ?? '')}
        pending={removeList.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </PageLayout>
  );
}
