import type { ManagedUser } from '@agencyscout/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { formatDisplayDate } from '../../../lib/formatting.ts';

export type UserAction = 'detail' | 'edit' | 'invite' | 'delete';

const COUNT_COLUMNS: { key: keyof ManagedUser; label: string }[] = [
  { key: 'countAgencyViewed', label: 'Agency Leads Viewed' },
  { key: 'countAgencyContacted', label: 'Agency Leads Contacted' },
  { key: 'countTipsViewed', label: 'Agency Tips Viewed' },
  { key: 'countTipsContacted', label: 'Agency Tips Contacted' },
  { key: 'countOpenWebViewed', label: 'Open Web Leads Viewed' },
  { key: 'countOpenWebContacted', label: 'Open Web Leads Contacted' },
];

function ActionButton(props: { label: string; icon: typeof InfoOutlined; onClick: () => void }) {
  const Icon = props.icon;
  return (
    <Tooltip title={props.label}>
      <IconButton aria-label={props.label} size="small" onClick={props.onClick}>
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The users table (§2; 5 rows a page, §9) with the Managed user counts (§3) and each row's actions. */
export function UsersTable(props: {
  users: ManagedUser[];
  selfId: string;
  onAction: (action: UserAction, user: ManagedUser) => void;
}) {
  return (
    <Table size="small" aria-label="Users">
      <TableHead>
        <TableRow>
          <TableCell>Email</TableCell>
          <TableCell>Last Login</TableCell>
          {COUNT_COLUMNS.map((column) => (
            <TableCell key={column.key} align="right">
              {column.label}
            </TableCell>
          ))}
          <TableCell>
            <span style={VISUALLY_HIDDEN}>Actions</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.users.map((user) => {
          const self = user.userId === props.selfId;
          const name = user.emailId;
          return (
            <TableRow key={user.userId} data-testid="user-row">
              <TableCell>
                {user.emailId}
                {user.status === 'invited' ? <Chip size="small" label="Invited" sx={{ ml: 1 }} /> : null}
                {self ? <Chip size="small" label="You" sx={{ ml: 1 }} /> : null}
              </TableCell>
              <TableCell>{user.lastLoginDate ? formatDisplayDate(user.lastLoginDate) : 'Never'}</TableCell>
              {COUNT_COLUMNS.map((column) => (
                <TableCell key={column.key} align="right">
                  {String(user[column.key])}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ActionButton
                  label={`Details of ${name}`}
                  icon={InfoOutlined}
                  onClick={() => props.onAction('detail', user)}
                />
                {self ? null : (
                  <>
                    <ActionButton
                      label={`Edit e-mail of ${name}`}
                      icon={EditOutlined}
                      onClick={() => props.onAction('edit', user)}
                    />
                    {user.status === 'invited' ? (
                      <ActionButton
                        label={`Send a new invitation to ${name}`}
                        icon={SendOutlined}
                        onClick={() => props.onAction('invite', user)}
                      />
                    ) : null}
                    <ActionButton
                      label={`Delete ${name}`}
                      icon={DeleteOutlined}
                      onClick={() => props.onAction('delete', user)}
                    />
                  </>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
