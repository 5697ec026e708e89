import {
  TICKER_CARD_WIDTH_PX,
  TICKER_FULL_ADVANCE_MS,
  TICKER_SCROLL_STEP_MS,
  TICKER_TEXTS,
  type Ticker,
} from '@agencyscout/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { tickerEmptyText } from '../ticker-texts.ts';
import { tickerLeadPath } from './lead-link.ts';

/** Gap between cards (px). */
const CARD_GAP = 8;
/** The arrows stay above the cards scrolled out beneath them (hit-testing and touch-target size). */
const ARROW_SX = { position: 'relative', zIndex: 1, flexShrink: 0 } as const;
/** One card move is made of this many steps, one every 100 ms (§2.7 'manual scroll steps every 100 ms'). */
const STEPS_PER_CARD = 3;

/** Scroll position and whether each end is reached. */
function useStripEnds(strip: RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const update = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setEnds({
      atStart: element.scrollLeft <= 0,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, [strip]);
  return { ends, update };
}

/** Scrolls the strip by `cards` cards in steps every 100 ms. */
function scrollByCards(element: HTMLDivElement, cards: number, onDone: () => void) {
  const step = ((TICKER_CARD_WIDTH_PX + CARD_GAP) * cards) / STEPS_PER_CARD;
  let done = 0;
  const timer = setInterval(() => {
    element.scrollLeft += step;
    done += 1;
    if (done >= STEPS_PER_CARD) {
      clearInterval(timer);
      onDone();
    }
  }, TICKER_SCROLL_STEP_MS);
  return () => clearInterval(timer);
}

/**
 * The full ticker (prospecting-core §2.7): a strip of 366 px lead cards (job title, company, location), each a
 * link to the lead; the arrows scroll one card (disabled at the ends, in steps every 100 ms); every 15 s the
 * strip advances one card and starts over at the end. Picking a new search resets the scroll position.
 */
export function FullTicker({ ticker, menu }: { ticker: Ticker; menu: ReactNode }) {
  const strip = useRef<HTMLDivElement>(null);
  const { ends, update } = useStripEnds(strip);
  const move = useCallback(
    (cards: number) => {
      const element = strip.current;
      if (element) scrollByCards(element, cards, update);
    },
    [update],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search (or new leads) starts at the left.
  useEffect(() => {
    if (strip.current) strip.current.scrollLeft = 0;
    update();
  }, [ticker.search?.searchId, ticker.leads, update]);
  useEffect(() => {
    const timer = setInterval(() => {
      const element = strip.current;
      if (!element) return;
      if (element.scrollLeft + element.clientWidth >= element.scrollWidth - 1) {
        element.scrollLeft = 0;
        update();
      } else move(1);
    }, TICKER_FULL_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [move, update]);

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }} noWrap>
          {ticker.search?.name ?? ''}
        </Typography>
        {menu}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => move(-1)} disabled={ends.atStart} aria-label={TICKER_TEXTS.scrollLeft} sx={ARROW_SX}>
          <ChevronLeft />
        </IconButton>
        <Box
          ref={strip}
          onScroll={update}
          data-testid="ticker-strip"
          sx={{
            display: 'flex',
            gap: `${CARD_GAP}px`,
            overflowX: 'hidden',
            clipPath: 'inset(0)',
            flexGrow: 1,
            minWidth: 0,
          }}
        >
          {ticker.leads.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 2 }} data-testid="ticker-empty">
              {tickerEmptyText(ticker, 'full')}
            </Typography>
          ) : (
            ticker.leads.map((lead) => (
              <Card
                key={`${lead.leadType}-${lead.id}`}
                variant="outlined"
                sx={{ flex: `0 0 ${TICKER_CARD_WIDTH_PX}px` }}
              >
                <CardActionArea component={RouterLink} to={tickerLeadPath(lead)} sx={{ p: 1 }}>
                  <Typography variant="body2" component="p" noWrap sx={{ fontWeight: 600 }}>
                    {lead.title}
                  </Typography>
                  <Typography variant="body2" component="p" noWrap>
                    {lead.companyName ?? ''}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary" noWrap>
                    {lead.location ?? ''}
                  </Typography>
                </CardActionArea>
              </Card>
            ))
          )}
        </Box>
        <IconButton onClick={() => move(1)} disabled={ends.atEnd} aria-label={TICKER_TEXTS.scrollRight} sx={ARROW_SX}>
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
