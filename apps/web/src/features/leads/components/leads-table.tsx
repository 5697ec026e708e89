import { LEAD_DETAIL_TEXTS, type LeadHit } from '@agencyscout/contracts';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { formatDisplayDate, formatExperience, formatPay } from '../../../lib/formatting.ts';
import { useToggleFavorite } from '../api.ts';
import { leadDetailPath } from '../lead-display.ts';
import { CrmChip } from './crm-chip.tsx';

const COLUMNS = ['', 'Posted', 'Lead', 'Type', 'Salary/Rate', 'Experience', 'Leads'] as const;
/** Fixed widths so that every column fits the 9-column results area; the lead title takes the rest. */
const COLUMN_WIDTHS: Record<(typeof COLUMNS)[number], number | undefined> = {
  '': 48,
  Posted: 104,
  Lead: undefined,
  Type: 132,
  'Salary/Rate': 148,
  Experience: 88,
  Leads: 60,
};

/** The star (toggles at once, §4 'Lead favorite') and the viewed eye. */
function FavoriteCell({ hit }: { hit: LeadHit }) {
  const toggle = useToggleFavorite();
  const label = hit.favorite ? LEAD_DETAIL_TEXTS.removeFavorite : LEAD_DETAIL_TEXTS.addFavorite;
  return (
    <TableCell padding="checkbox" sx={{ textAlign: 'center' }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={hit.favorite}
          onClick={(event) => {
            event.stopPropagation();
            toggle.mutate({ jobLeadId: hit.id, favorite: !hit.favorite });
          }}
        >
          {hit.favorite ? <Star color="warning" /> : <StarBorder />}
        </IconButton>
      </Tooltip>
      {hit.viewed ? (
        <Tooltip title="Viewed">
          <VisibilityOutlined
            fontSize="small"
            color="action"
            aria-label="Viewed"
            sx={{ display: 'block', mx: 'auto' }}
          />
        </Tooltip>
      ) : null}
    </TableCell>
  );
}

function TitleCell({ hit }: { hit: LeadHit }) {
  const place = hit.location ?? [hit.city, hit.state].filter(Boolean).join(', ');
  return (
    <TableCell sx={{ overflowWrap: 'anywhere' }}>
      <Link
        component={RouterLink}
        to={leadDetailPath(hit)}
        underline="hover"
        onClick={(event) => event.stopPropagation()}
        sx={{ fontWeight: 600 }}
      >
        {hit.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {hit.companyName}
        {place ? ` · ${place}` : ''}
        <CrmChip chip={hit.crm} />
      </Typography>
    </TableCell>
  );
}

function LeadRow({ hit }: { hit: LeadHit }) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      data-testid="lead-row"
      onClick={() => void navigate(leadDetailPath(hit))}
      sx={{ cursor: 'pointer' }}
    >
      <FavoriteCell hit={hit} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(hit.postedAt)}</TableCell>
      <TitleCell hit={hit} />
      <TableCell>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {hit.employmentTypes.map((type) => (
            <Chip
              key={type}
              label={type}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPay(hit) ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatExperience(hit.minExperienceYears)}</TableCell>
      <TableCell align="right">{hit.companyLeadCount.toLocaleString('en-US')}</TableCell>
    </TableRow>
  );
}

/**
 * The leads table (§2.3 columns): favorite star with viewed eye, Posted, lead title with company and location
 * beneath, Type, Salary/Rate, Experience, Leads. Each row opens the lead (/leads/{id} or /openweb/{id}).
 */
export function LeadsTable({ hits, height }: { hits: readonly LeadHit[]; height: number }) {
  return (
    <TableContainer sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table stickyHeader size="small" aria-label="Leads" sx={{ tableLayout: 'fixed', '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, index) => (
              <TableCell
                key={column || 'favorite'}
                align={index === COLUMNS.length - 1 ? 'right' : 'left'}
                sx={{ width: COLUMN_WIDTHS[column] }}
              >
                {column || (
                  // The star and eye column has no visible title (axe 'empty-table-header').
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Favorite and viewed
                  </Box>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {hits.map((hit) => (
            <LeadRow key={`${hit.leadType}-${hit.id}`} hit={hit} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
