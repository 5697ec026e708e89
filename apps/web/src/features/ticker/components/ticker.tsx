import { hasPermission, PERMISSIONS, TICKER_TEXTS } from '@agencyscout/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { useTicker } from '../api.ts';
import { useTickerMode } from '../ticker-mode.ts';
import { tickerEmptyText } from '../ticker-texts.ts';
import { CompactTicker } from './compact-ticker.tsx';
import { FullTicker } from './full-ticker.tsx';
import { SetTickerMenu } from './set-ticker-menu.tsx';

/**
 * The ticker (prospecting-core §2.7), shown with read:ticker on the lead screens and the saved searches: the
 * mode of the tickerMode cookie (compact by default, full = the original interface). In full mode the switch
 * back is always offered; in compact mode only to accounts created before 2023-10-08.
 */
export function TickerBar() {
  const me = useSignedInUser();
  const allowed = hasPermission(me.permissions, PERMISSIONS.readTicker);
  const mode = useTickerMode();
  const ticker = useTicker(allowed);
  if (!allowed) return null;
  const data = ticker.data;
  const menu = (
    <SetTickerMenu
      searchId={data?.search?.searchId}
      showOriginalSwitch={mode === 'full' || data?.originalInterfaceAvailable === true}
    />
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={TICKER_TEXTS.label}
      data-testid="ticker"
      data-mode={mode}
      sx={{ px: 1.5, py: 0.5, mb: 2 }}
    >
      {!data ? (
        ticker.isError ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="ticker-empty">
            {tickerEmptyText(undefined, mode)}
          </Typography>
        ) : (
          <LinearProgress aria-label={TICKER_TEXTS.label} />
        )
      ) : mode === 'full' ? (
        <FullTicker ticker={data} menu={menu} />
      ) : (
        <CompactTicker ticker={data} menu={menu} />
      )}
    </Paper>
  );
}
