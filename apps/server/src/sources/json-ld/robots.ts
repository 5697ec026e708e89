/**
 * robots.txt for the json-ld connector (RFC 9309, read with the maintained `robots-parser` package): fetched once
 * per host and poll through the polite client; user agent 'AgencyScout'.
 */
import robotsParserModule from 'robots-parser';
import { type ConnectorContext, SourceError } from '../types.ts';

/**
 * robots-parser is CommonJS (`module.exports = function`) but its types declare an ES default export, so under
 * NodeNext the default import is typed as the module object while at run time it is the function itself.
 */
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
type Robot = ReturnType<typeof robotsParser>;

/** The product token matched against robots.txt `User-agent` lines. */
export const ROBOTS_USER_AGENT = 'AgencyScout';

/** Answers whether a URL may be fetched; one robots.txt request per origin (per gate: create one per poll). */
export interface RobotsGate {
  /**
   * @throws SourceError 'robots.txt of {host} could not be read' when it answered 5xx (or another unusable status)
   *   or could not be fetched at all: the host is then treated as disallowing everything.
   */
  isAllowed(url: URL): Promise<boolean>;
}

/**
 * Reads one host's robots.txt. 2xx: its rules; 4xx (404 and the like): no rules, everything allowed (RFC 9309
 * 'unavailable'); 5xx, other statuses or a network failure: SourceError (RFC 9309 'unreachable' = disallow all).
 */
async function loadRobots(origin: string, context: ConnectorContext): Promise<Robot> {
  const robotsUrl = `${origin}/robots.txt`;
  const failure = (detail: string) =>
    new SourceError(`robots.txt of ${new URL(origin).host} could not be read (${detail})`);
  let response: Awaited<ReturnType<ConnectorContext['fetch']>>;
  try {
    response = await context.fetch(robotsUrl, { headers: { accept: 'text/plain, */*;q=0.5' }, signal: context.signal });
  } catch (error) {
    if (context.signal?.aborted || !(error instanceof Error)) throw error;
    throw failure(error.message);
  }
  if (response.status >= 200 && response.status < 300) return robotsParser(robotsUrl, response.body);
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return robotsParser(robotsUrl, '');
  throw failure(`HTTP ${response.status}`);
}

/** A gate that remembers each origin's robots.txt (or its failure) for the rest of the poll. */
export function createRobotsGate(context: ConnectorContext): RobotsGate {
  const robotsByOrigin = new Map<string, Promise<Robot>>();
  return {
    async isAllowed(url) {
      let robots = robotsByOrigin.get(url.origin);
      if (!robots) {
        robots = loadRobots(url.origin, context);
        robotsByOrigin.set(url.origin, robots);
        // The failure is reported to every caller that awaits it; this only keeps it from being "unhandled".
        robots.catch(() => undefined);
      }
      return (await robots).isAllowed(url.href, ROBOTS_USER_AGENT) !== false;
    },
  };
}
