import type { Source } from '@agencyscout/contracts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { externalUrl } from '../../../lib/formatting.ts';
import { companyLeadsPath, sourceTitle } from '../source-display.ts';

/** Links inside a clickable row do not also open the row's detail. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The board's address, opened in a new tab; only http(s) addresses become links. */
export function BoardLink({ source }: { source: Source }) {
  const href = externalUrl(source.url);
  if (!href) return null;
  return (
    <Tooltip title="Open the board in a new tab">
      <IconButton
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="small"
        aria-label={`Open the board of ${sourceTitle(source)} in a new tab`}
        onClick={stop}
      >
        <OpenInNew fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** The linked company's leads of the source's lead type, or 'Not linked'. */
export function CompanyLink({ source }: { source: Source }) {
  const path = companyLeadsPath(source);
  if (!path) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not linked
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={path} onClick={stop}>
      {source.companyName ?? `Company ${source.companyId}`}
    </Link>
  );
}
