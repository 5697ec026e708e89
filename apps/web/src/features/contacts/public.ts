/**
 * What other features use of contacts: the contact card, the lead/tip detail's contacts panel, and the outreach
 * list hooks and dialog the Outreach List screen shares with the contact menus.
 */
export { useCallListBatches, useCallLists, useDeleteCallList } from './api.ts';
export { ContactCard, type OutreachContactView } from './components/contact-card.tsx';
export { ContactSourceLabel } from './components/contact-source-label.tsx';
export { ContactsPanel } from './components/contacts-panel.tsx';
export { NewCallListDialog } from './components/new-call-list-dialog.tsx';
