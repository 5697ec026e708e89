import { TICKER_TEXTS, type Ticker, type TickerMode } from '@agencyscout/contracts';

/**
 * The ticker's empty notice (prospecting-core §2.7), one rule for every screen that shows the ticker (Agency Leads,
 * Open Web, Agency Tips, Saved Searches, …) and both modes (issue #30): no saved search chosen reads
 * TICKER_TEXTS.noSavedSearch whether or not the organisation has saved searches; a chosen search without leads reads
 * the spec's empty text of the mode; a ticker that could not be loaded reads 'No leads found'. Null when there are
 * leads to show.
 */
export function tickerEmptyText(ticker: Ticker | undefined, mode: TickerMode): string | null {
  if (!ticker) return TICKER_TEXTS.compactNoLeads;
  if (!ticker.search) return TICKER_TEXTS.noSavedSearch;
  if (ticker.leads.length > 0) return null;
  return mode === 'full' ? TICKER_TEXTS.fullEmpty : TICKER_TEXTS.compactSearchEmpty;
}
