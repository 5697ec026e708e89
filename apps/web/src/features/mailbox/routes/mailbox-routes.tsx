import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { isProviderStaff } from '../../../lib/permissions.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** The provider staff's mailbox (issue #11), loaded on first use. */
export const mailboxRoutes: RouteObject[] = [
  guardedSectionRoute(
    'admin/mailbox',
    SECTIONS.mailbox,
    isProviderStaff,
    async () => (await import('../components/mailbox-screen.tsx')).MailboxScreen,
  ),
];
