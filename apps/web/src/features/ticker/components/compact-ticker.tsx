import { TICKER_COMPACT_ROTATE_MS, TICKER_TEXTS, type Ticker } from '@agencyscout/contracts';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRotation } from '../rotation.ts';
import { tickerEmptyText } from '../ticker-texts.ts';
import { compactLeadText, savedSearchLeadsPath, tickerLeadPath } from './lead-link.ts';

interface CompactTickerProps {
  ticker: Ticker;
  /** The 'Set Ticker' menu. */
  menu: ReactNode;
}

function CompactLine({ ticker }: { ticker: Ticker }) {
  const { current, up, down } = useRotation(ticker.leads, TICKER_COMPACT_ROTATE_MS);
  const search = ticker.search;
  if (!search) return null;
  return (
    <>
      <Typography variant="subtitle2" component="span" noWrap sx={{ flexShrink: 0, maxWidth: 240 }}>
        {search.name}:
      </Typography>
      {current ? (
        <Link
          component={RouterLink}
          to={tickerLeadPath(current)}
          noWrap
          aria-live="polite"
          data-testid="ticker-current"
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {compactLeadText(current)}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="ticker-empty">
          {tickerEmptyText(ticker, 'compact')}
        </Typography>
      )}
      <Tooltip title={TICKER_TEXTS.previous}>
        <span>
          <IconButton size="small" onClick={up} aria-label={TICKER_TEXTS.previous} disabled={ticker.leads.length < 2}>
            <KeyboardArrowUp fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={TICKER_TEXTS.next}>
        <span>
          <IconButton size="small" onClick={down} aria-label={TICKER_TEXTS.next} disabled={ticker.leads.length < 2}>
            <KeyboardArrowDown fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={TICKER_TEXTS.viewLeads}>
        <IconButton
          size="small"
          component={RouterLink}
          to={savedSearchLeadsPath(search.searchId)}
          aria-label={TICKER_TEXTS.viewLeads}
        >
          <Visibility fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

/**
 * The compact ticker (prospecting-core §2.7): one line with the saved search's name and its first lead
 * ('company - job title, location'), rotating every 7 s; up and down arrows (the timer restarts), an eye button
 * to the search's leads, a Help Center button and 'Set Ticker'. Without a chosen search it invites to choose one
 * (tickerEmptyText, the same words on every screen).
 */
export function CompactTicker({ ticker, menu }: CompactTickerProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40, minWidth: 0 }}>
      {ticker.search ? (
        <CompactLine key={ticker.search.searchId} ticker={ticker} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} data-testid="ticker-empty">
            {tickerEmptyText(ticker, 'compact')}
          </Typography>
          <Button size="small" component={RouterLink} to="/savedsearch">
            {TICKER_TEXTS.goToSavedSearch}
          </Button>
        </>
      )}
      <Tooltip title={TICKER_TEXTS.helpCenter}>
        <IconButton size="small" component={RouterLink} to="/helpcenter" aria-label={TICKER_TEXTS.helpCenter}>
          <HelpOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {menu}
    </Stack>
  );
}
