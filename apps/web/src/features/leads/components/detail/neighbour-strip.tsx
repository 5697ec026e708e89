import type { LeadHit } from '@agencyscout/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { neighbourWindow } from '../../detail-display.ts';
import { leadDetailPath } from '../../lead-display.ts';

function NeighbourCard({ hit, current }: { hit: LeadHit; current: boolean }) {
  const navigate = useNavigate();
  const place = hit.location ?? [hit.city, hit.state].filter(Boolean).join(', ');
  return (
    <Paper
      variant="outlined"
      data-testid="neighbour-lead"
      sx={{ flex: 1, minWidth: 0, borderColor: current ? 'primary.main' : 'divider', borderWidth: current ? 2 : 1 }}
    >
      <ButtonBase
        onClick={() => void navigate(leadDetailPath(hit))}
        aria-current={current ? 'page' : undefined}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5 }}
      >
        <Typography variant="subtitle2" noWrap color={current ? 'primary' : 'text.primary'}>
          {hit.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {hit.companyName}
          {place ? ` · ${place}` : ''}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}

/**
 * The lead selector strip (prospecting-core §2.4): three neighbouring leads of the current result list around the
 * shown one, with previous and next; next after the last lead wraps to the start (and previous before the first
 * to the end). Hidden when there is no result list.
 */
export function NeighbourStrip({ list, leadId }: { list: readonly LeadHit[]; leadId: number }) {
  const navigate = useNavigate();
  const strip = neighbourWindow(list, leadId);
  if (strip.items.length === 0) return null;
  const go = (hit: LeadHit | undefined) => () => {
    if (hit) void navigate(leadDetailPath(hit));
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mb: 2 }}
      component="nav"
      aria-label="Neighbouring leads"
    >
      <Tooltip title="Previous lead">
        <span>
          <IconButton aria-label="Previous lead" onClick={go(strip.previous)} disabled={!strip.previous}>
            <ChevronLeft />
          </IconButton>
        </span>
      </Tooltip>
      {strip.items.map((hit) => (
        <NeighbourCard key={`${hit.leadType}-${hit.id}`} hit={hit} current={hit.id === leadId} />
      ))}
      <Tooltip title="Next lead">
        <span>
          <IconButton aria-label="Next lead" onClick={go(strip.next)} disabled={!strip.next}>
            <ChevronRight />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
