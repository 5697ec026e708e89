import { MANAGE_USERS_TEXTS, USER_DATE_RANGES } from '@agencyscout/contracts';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { SECTIONS } from '../../../lib/sections.ts';
import { errorMessage, type ManageUsers, useManageUsers } from '../use-manage-users.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserEmailDialog } from './user-email-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** The page's actions: the date range, users.csv and Add user (off at the allowance). */
function ScreenActions({ data }: { data: ManageUsers }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Date range"
        value={data.rangeIndex}
        onChange={(event) => data.chooseRange(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {USER_DATE_RANGES.map((range, index) => (
          <MenuItem key={range.label} value={index}>
            {range.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={data.download}>
        {MANAGE_USERS_TEXTS.download}
      </Button>
      <Button
        variant="contained"
        startIcon={<PersonAddOutlined />}
        disabled={data.full}
        onClick={() => data.setOpen({ action: 'add' })}
      >
        {MANAGE_USERS_TEXTS.addUser}
      </Button>
    </Stack>
  );
}

function UsersList({ data }: { data: ManageUsers }) {
  const { users, list, maxUsers, full } = data;
  if (users.isPending) return <CircularProgress aria-label="Loading users" />;
  if (users.isError) return <Alert severity="error">The users could not be loaded.</Alert>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" data-testid="user-allowance">
        {`${list.length} of ${maxUsers} users`}
        {full ? ` · ${MANAGE_USERS_TEXTS.allowanceReached(maxUsers)}` : ''}
      </Typography>
      <UsersTable users={data.shown} selfId={data.me.userId} onAction={data.onAction} />
      {data.pageCount > 1 ? (
        <PaginationBar
          page={data.page + 1}
          pageCount={data.pageCount}
          onPageChange={(next) => data.setPage(next - 1)}
          linkCount={7}
        />
      ) : null}
    </Stack>
  );
}

/** The open dialog: add, edit e-mail, the user's detail, or the delete confirmation. */
function UserDialogs({ data }: { data: ManageUsers }) {
  const { open, add, edit } = data;
  return (
    <>
      {open?.action === 'add' ? (
        <UserEmailDialog
          title="Add user"
          submitLabel={MANAGE_USERS_TEXTS.create}
          pending={add.isPending}
          error={add.isError ? errorMessage(add.error) : null}
          onClose={data.close}
          onSubmit={data.addUser}
        />
      ) : null}
      {open?.action === 'edit' ? (
        <UserEmailDialog
          title="Edit e-mail"
          submitLabel="Save"
          initial={open.user.emailId}
          pending={edit.isPending}
          error={edit.isError ? errorMessage(edit.error) : null}
          onClose={data.close}
          onSubmit={(email) => data.editEmail(open.user.userId, email)}
        />
      ) : null}
      {open?.action === 'detail' ? <UserDetailDialog user={open.user} onClose={data.close} /> : null}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="Delete this user?"
        text={`${open && open.action !== 'add' ? open.user.emailId : ''} can no longer sign in. Their notes and logged calls are handed to you; their personal lists and views are removed.`}
        confirmLabel="Delete"
        pending={data.remove.isPending}
        onCancel={data.close}
        onConfirm={() => {
          if (open && open.action === 'delete') data.deleteUser(open.user.userId);
        }}
      />
    </>
  );
}

/**
 * `/manageusers` (outreach-integrations-admin §2 'Manage Users'): date-range filter, the users table (5 rows),
 * add sub-user up to maxUsers (-1 until loaded), edit e-mail, delete, the user detail dialog and users.csv.
 */
export function ManageUsersScreen() {
  const data = useManageUsers();
  return (
    <PageLayout section={SECTIONS.manageusers} actions={<ScreenActions data={data} />}>
      <UsersList data={data} />
      <UserDialogs data={data} />
    </PageLayout>
  );
}
