import {
  CALL_LIST_TEXTS,
  contactBadgeTone,
  type OutreachContact,
  UNCATEGORIZED_POSITION,
} from '@agencyscout/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type UIEvent, useEffect, useRef } from 'react';

const BADGE_COLORS = { error: 'error.main', primary: 'primary.main', warning: 'warning.main' } as const;

interface CallListContactsProps {
  contacts: readonly OutreachContact[];
  selectedId: number | undefined;
  onSelect: (contactId: number) => void;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  loadingMore: boolean;
  grouped: boolean;
  height: number | string;
}

/** Index of the next selection for ↑/↓, or undefined for other keys. */
export function nextIndex(key: string, current: number, length: number): number | undefined {
  if (length === 0) return undefined;
  if (key === 'ArrowDown') return Math.min(length - 1, current + 1);
  if (key === 'ArrowUp') return Math.max(0, current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return undefined;
}

function ContactOption({
  contact,
  selected,
  onSelect,
}: {
  contact: OutreachContact;
  selected: boolean;
  onSelect: () => void;
}) {
  const logged = contact.interactions.length > 0;
  return (
    <Box
      role="option"
      id={`call-list-contact-${contact.id}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      data-testid="call-list-contact"
      sx={{
        px: 1.5,
        py: 1,
        cursor: 'pointer',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {logged ? (
          <Box
            aria-label={`${contact.interactions.length} interactions`}
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: BADGE_COLORS[contactBadgeTone(contact.interactions)],
            }}
          />
        ) : null}
        <Typography sx={{ fontWeight: 600 }}>
          {contact.firstName} {contact.lastName}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap>
        {[contact.position, contact.company.name].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {contact.category ?? UNCATEGORIZED_POSITION}
      </Typography>
    </Box>
  );
}

/** Consecutive contacts of one company (the grouped view), in list order. */
export function companyRuns(contacts: readonly OutreachContact[]): OutreachContact[][] {
  const runs: OutreachContact[][] = [];
  for (const contact of contacts) {
    const run = runs.at(-1);
    if (run && run[0]?.company.id === contact.company.id) run.push(contact);
    else runs.push([contact]);
  }
  return runs;
}

/**
 * The contacts of the selected list (§2): a listbox whose ↑/↓ move the selection and the focus (so screen readers
 * follow), loaded in batches as it scrolls, with a visible loading row; grouped by company when asked (a group
 * per company). The listbox holds options (and groups of options) only: the empty text and the loading row sit
 * beside it in the scrolling box, and an empty list shows no listbox (axe 'aria-required-children', issue #30).
 */
export function CallListContacts({
  contacts,
  selectedId,
  onSelect,
  onScroll,
  loadingMore,
  grouped,
  height,
}: CallListContactsProps) {
  const box = useRef<HTMLDivElement>(null);
  const selectedIndex = contacts.findIndex((contact) => contact.id === selectedId);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current || selectedId === undefined) return;
    moved.current = false;
    box.current?.querySelector<HTMLElement>(`#call-list-contact-${selectedId}`)?.focus();
  }, [selectedId]);

  const keyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, selectedIndex < 0 ? -1 : selectedIndex, contacts.length);
    const contact = next === undefined ? undefined : contacts[next];
    if (!contact) return;
    event.preventDefault();
    moved.current = true;
    onSelect(contact.id);
  };
  const option = (contact: OutreachContact) => (
    <ContactOption
      key={contact.id}
      contact={contact}
      selected={contact.id === selectedId}
      onSelect={() => onSelect(contact.id)}
    />
  );
  return (
    <Box
      ref={box}
      onScroll={onScroll}
      data-testid="call-list-contacts"
      sx={{ height, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {contacts.length === 0 && !loadingMore ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {CALL_LIST_TEXTS.noContacts}
        </Typography>
      ) : null}
      {contacts.length > 0 ? (
        <Box
          role="listbox"
          aria-label="Outreach list contacts"
          aria-activedescendant={selectedId === undefined ? undefined : `call-list-contact-${selectedId}`}
          tabIndex={selectedIndex < 0 ? 0 : -1}
          onKeyDown={keyDown}
        >
          {grouped
            ? companyRuns(contacts).map((run) => {
                const first = run[0] as OutreachContact;
                const headerId = `call-list-company-${first.id}`;
                return (
                  <Box key={first.id} role="group" aria-labelledby={headerId}>
                    <ListSubheader id={headerId} component="div" role="presentation" sx={{ lineHeight: '32px' }}>
                      {first.company.name}
                    </ListSubheader>
                    {run.map(option)}
                  </Box>
                );
              })
            : contacts.map(option)}
        </Box>
      ) : null}
      {loadingMore ? (
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }} role="status" data-testid="loading-row">
          <CircularProgress size={16} />
          <Typography variant="body2">{CALL_LIST_TEXTS.loadingMore}</Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
