import { MAILBOX_PAGE_SIZE, type MailboxResponse, mailboxResponseSchema } from '@agencyscout/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** Query keys and hooks of the provider staff's mailbox (issue #11: `GET /api/v1/admin/mailbox`). */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  page: (page: number) => [...mailboxKeys.all, page] as const,
};

/** One page (0-based) of the outbox, newest first. */
export function useMailboxPage(page: number) {
  return useQuery<MailboxResponse>({
    queryKey: mailboxKeys.page(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/mailbox', {
        query: { offset: page * MAILBOX_PAGE_SIZE, count: MAILBOX_PAGE_SIZE },
        schema: mailboxResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
