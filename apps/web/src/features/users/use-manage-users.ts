import { MANAGE_USERS_TEXTS, type ManagedUser, USER_DATE_RANGES, USER_TABLE_ROWS } from '@agencyscout/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useSignedInUser } from '../../lib/current-user.ts';
import { notify } from '../../lib/notifications.ts';
import {
  downloadUsersCsv,
  rangeQuery,
  useAddUser,
  useDeleteUser,
  useManagedUsers,
  useResendInvitation,
  useUpdateUserEmail,
} from './api.ts';
import type { UserAction } from './components/users-table.tsx';

/** The message of a failed call, for the dialog's alert. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : null;

export type OpenUserDialog = { action: 'add' } | { action: UserAction; user: ManagedUser } | null;

/**
 * Manage Users' data (outreach-integrations-admin §2 'Manage Users'): the date range and page, the users of the
 * range with the allowance (maxUsers -1 until loaded: adding stays off), the open dialog and the add, edit,
 * delete and invitation calls with their notices.
 */
export function useManageUsers() {
  const me = useSignedInUser();
  const [rangeIndex, setRangeIndex] = useState(0);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<OpenUserDialog>(null);
  const query = useMemo(() => rangeQuery(USER_DATE_RANGES[rangeIndex]?.days ?? null), [rangeIndex]);
  const users = useManagedUsers(query);
  const add = useAddUser();
  const edit = useUpdateUserEmail();
  const remove = useDeleteUser();
  const invite = useResendInvitation();
  const maxUsers = users.data?.maxUsers ?? -1;
  const list = users.data?.users ?? [];
  const close = () => {
    add.reset();
    edit.reset();
    setOpen(null);
  };
  const done = (message: string) => () => {
    notify({ message, severity: 'success' });
    close();
  };
  return {
    me,
    users,
    list,
    maxUsers,
    full: maxUsers === -1 || list.length >= maxUsers,
    pageCount: Math.max(1, Math.ceil(list.length / USER_TABLE_ROWS)),
    shown: list.slice(page * USER_TABLE_ROWS, (page + 1) * USER_TABLE_ROWS),
    page,
    setPage,
    rangeIndex,
    chooseRange: (index: number) => {
      setRangeIndex(index);
      setPage(0);
    },
    open,
    setOpen,
    close,
    add,
    edit,
    remove,
    onAction: (action: UserAction, user: ManagedUser) => {
      if (action !== 'invite') return setOpen({ action, user });
      invite.mutate(user.userId, {
        onSuccess: () => notify({ message: MANAGE_USERS_TEXTS.invited, severity: 'success' }),
      });
    },
    download: () =>
      downloadUsersCsv(query).catch((error: unknown) => notify({ message: errorMessage(error) ?? 'Internal Error' })),
    addUser: (email: string) =>
      add.mutate({ email, recruiterId: me.organizationId }, { onSuccess: done(MANAGE_USERS_TEXTS.invited) }),
    editEmail: (userId: string, email: string) =>
      edit.mutate({ userId, email }, { onSuccess: done(MANAGE_USERS_TEXTS.emailUpdated) }),
    deleteUser: (userId: string) =>
      remove.mutate(userId, {
        onSuccess: () => notify({ message: MANAGE_USERS_TEXTS.deleted, severity: 'success' }),
        onSettled: close,
      }),
  };
}
export type ManageUsers = ReturnType<typeof useManageUsers>;
