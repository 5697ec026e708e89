import { DASHBOARD_METRICS, DASHBOARD_TEXTS, type DashboardTeam } from '@agencyscout/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The company admin's team view: each teammate's five counts in the chosen period. */
export function TeamTable({ team }: { team: DashboardTeam }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={DASHBOARD_TEXTS.teamTitle}>
        <TableHead>
          <TableRow>
            <TableCell>User</TableCell>
            {DASHBOARD_METRICS.map((metric) => (
              <TableCell key={metric} align="right">
                {DASHBOARD_TEXTS.labels[metric]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {team.users.map((user) => (
            <TableRow key={user.userId} data-testid="team-row">
              <TableCell>{user.name ? `${user.name} (${user.email})` : user.email}</TableCell>
              {DASHBOARD_METRICS.map((metric) => (
                <TableCell key={metric} align="right">
                  {user[metric]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
