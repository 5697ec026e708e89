import { MANAGE_USERS_TEXTS, type ManagedUser, USER_DATE_RANGES, USER_TABLE_ROWS } from '@agencyscout/contracts';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { notify } from '../../../lib/notifications.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import {
  downloadUsersCsv,
  rangeQuery,
  useAddUser,
  useDeleteUser,
  useManagedUsers,
  useResendInvitation,
  useUpdateUserEmail,
} from '../api.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserEmailDialog } from './user-email-dialog.tsx';
import { type UserAction, UsersTable } from './users-table.tsx';

const message = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : null);

type Open = { action: 'add' } | { action: UserAction; user: ManagedUser } | null;

/**
 * `/manageusers` (outreach-integrations-admin §2 'Manage Users'): date-range filter, the users table (5 rows),
 * add sub-user up to maxUsers (-1 until loaded), edit e-mail, delete, the user detail dialog and users.csv.
 */
export function ManageUsersScreen() {
  const me = useSignedInUser();
  const [rangeIndex, setRangeIndex] = useState(0);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const query = useMemo(() => rangeQuery(USER_DATE_RANGES[rangeIndex]?.days ?? null), [rangeIndex]);
  const users = useManagedUsers(query);
  const add = useAddUser();
  const edit = useUpdateUserEmail();
  const remove = useDeleteUser();
  const invite = useResendInvitation();
  const maxUsers = users.data?.maxUsers ?? -1;
  const list = users.data?.users ?? [];
  const full = maxUsers === -1 || list.length >= maxUsers;
  const pageCount = Math.max(1, Math.ceil(list.length / USER_TABLE_ROWS));
  const shown = list.slice(page * USER_TABLE_ROWS, (page + 1) * USER_TABLE_ROWS);
  const close = () => {
    add.reset();
    edit.reset();
    setOpen(null);
  };
  const onAction = (action: UserAction, user: ManagedUser) => {
    if (action === 'invite') {
      invite.mutate(user.userId, {
        onSuccess: () => notify({ message: MANAGE_USERS_TEXTS.invited, severity: 'success' }),
      });
    } else {
      setOpen({ action, user });
    }
  };
  const download = () =>
    downloadUsersCsv(query).catch((error: unknown) => notify({ message: message(error) ?? 'Internal Error' }));

  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Date range"
        value={rangeIndex}
        onChange={(event) => {
          setRangeIndex(Number(event.target.value));
          setPage(0);
        }}
        sx={{ minWidth: 140 }}
      >
        {USER_DATE_RANGES.map((range, index) => (
          <MenuItem key={range.label} value={index}>
            {range.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download}>
        {MANAGE_USERS_TEXTS.download}
      </Button>
      <Button
        variant="contained"
        startIcon={<PersonAddOutlined />}
        disabled={full}
        onClick={() => setOpen({ action: 'add' })}
      >
        {MANAGE_USERS_TEXTS.addUser}
      </Button>
    </Stack>
  );

  return (
    <PageLayout section={SECTIONS.manageusers} actions={actions}>
      {users.isPending ? (
        <CircularProgress aria-label="Loading users" />
      ) : users.isError ? (
        <Alert severity="error">The users could not be loaded.</Alert>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" data-testid="user-allowance">
            {`${list.length} of ${maxUsers} users`}
            {full ? ` · ${MANAGE_USERS_TEXTS.allowanceReached(maxUsers)}` : ''}
          </Typography>
          <UsersTable users={shown} selfId={me.userId} onAction={onAction} />
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
      {open?.action === 'add' ? (
        <UserEmailDialog
          title="Add user"
          submitLabel={MANAGE_USERS_TEXTS.create}
          pending={add.isPending}
          error={add.isError ? message(add.error) : null}
          onClose={close}
          onSubmit={(email) =>
            add.mutate(
              { email, recruiterId: me.organizationId },
              {
                onSuccess: () => {
                  notify({ message: MANAGE_USERS_TEXTS.invited, severity: 'success' });
                  close();
                },
              },
            )
          }
        />
      ) : null}
      {open?.action === 'edit' ? (
        <UserEmailDialog
          title="Edit e-mail"
          submitLabel="Save"
          initial={open.user.emailId}
          pending={edit.isPending}
          error={edit.isError ? message(edit.error) : null}
          onClose={close}
          onSubmit={(email) =>
            edit.mutate(
              { userId: open.user.userId, email },
              {
                onSuccess: () => {
                  notify({ message: MANAGE_USERS_TEXTS.emailUpdated, severity: 'success' });
                  close();
                },
              },
            )
          }
        />
      ) : null}
      {open?.action === 'detail' ? <UserDetailDialog user={open.user} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="Delete this user?"
        text={`${open && open.action !== 'add' ? open.user.emailId : ''} can no longer sign in. Their notes and logged calls are handed to you; their personal lists and views are removed.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (open && open.action === 'delete') {
            remove.mutate(open.user.userId, {
              onSuccess: () => notify({ message: MANAGE_USERS_TEXTS.deleted, severity: 'success' }),
              onSettled: close,
            });
          }
        }}
      />
    </PageLayout>
  );
}
