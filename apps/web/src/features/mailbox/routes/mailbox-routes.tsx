import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** The provider staff's mailbox (issue #11), loaded on first use. */
export const mailboxRoutes: RouteObject[] = [
  lazySectionRoute(
    'admin/mailbox',
    SECTIONS.mailbox,
    async () => (await import('../components/mailbox-screen.tsx')).MailboxScreen,
  ),
];
