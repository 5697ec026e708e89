/**
 * The request mix of the scale check: each signed-in user runs searches and lists and now and then saves a
 * search, alternating between the app nodes (as a load balancer without stickiness would). A saved search is
 * at once looked up on the other node: the user's own write must be read back. Once a node is killed, traffic
 * goes to the others only (the load balancer's health check), and its failures are counted apart.
 */
import type { SignedIn } from './world.ts';

export interface NodeUrl {
  name: string;
  url: string;
}

export interface Failure {
  node: string;
  what: string;
  status: number | string;
}

export interface MixResult {
  requests: number;
  byNode: Record<string, number>;
  failures: Failure[];
  /** Users whose session answered on every node (before any was killed). */
  sessionsOnBoth: number;
  writes: number;
  /** Saved searches that the next list on another node did not show. */
  staleReads: number;
}

/** How often each user saves a search (ms); longer than the read-your-writes window the check runs with. */
const WRITE_EVERY_MS = 5_000;

const READS = [
  '/leads?keyWords=nurse',
  '/leads?keyWords=engineer&datePosted=30',
  '/leads?employmentType=Contract',
  '/leads?keyWords=manager%20OR%20analyst&count=50',
  '/savedSearches?view=mine',
  '/me',
];

export async function runMix(options: {
  nodes: NodeUrl[];
  users: SignedIn[];
  seconds: number;
  /** Resolves when `killed` is killed. */
  killedAt: Promise<number>;
  killed: string;
}): Promise<MixResult> {
  const result: MixResult = { requests: 0, byNode: {}, failures: [], sessionsOnBoth: 0, writes: 0, staleReads: 0 };
  const down = new Set<string>();
  void options.killedAt.then(() => down.add(options.killed));
  const deadline = Date.now() + options.seconds * 1000;
  const answeredOn = new Map<string, Set<string>>();

  const call = async (node: NodeUrl, user: SignedIn, what: string, init: RequestInit = {}) => {
    result.requests += 1;
    result.byNode[node.name] = (result.byNode[node.name] ?? 0) + 1;
    try {
      const response = await fetch(`${node.url}/api/v1${what}`, {
        ...init,
        headers: {
          authorization: `Bearer ${user.token}`,
          requestid: user.sessionId,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
      const body = await response.text();
      if (!response.ok) {
        result.failures.push({ node: node.name, what, status: response.status });
        return null;
      }
      if (!down.has(node.name)) {
        const nodes = answeredOn.get(user.userId) ?? new Set<string>();
        nodes.add(node.name);
        answeredOn.set(user.userId, nodes);
      }
      return body;
    } catch (error) {
      // A refused connection on the killed node: the balancer takes it out.
      if (node.name === options.killed) down.add(node.name);
      result.failures.push({ node: node.name, what, status: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };

  const client = async (user: SignedIn, index: number) => {
    // Writes are spaced in time, not in steps: between them the user's reads leave the read-your-writes window
    // and go to the replica, however fast the machine answers.
    let nextWriteAt = Date.now() + WRITE_EVERY_MS / 2;
    for (let step = 0; Date.now() < deadline; step += 1) {
      const live = options.nodes.filter((node) => !down.has(node.name));
      const node = live[(index + step) % live.length] as NodeUrl;
      if (Date.now() >= nextWriteAt) {
        nextWriteAt = Date.now() + WRITE_EVERY_MS;
        const name = `Mix ${index}-${step}`;
        const created = await call(node, user, '/savedSearches', {
          method: 'POST',
          body: JSON.stringify({ name, keyWords: 'nurse' }),
        });
        if (created === null) continue;
        result.writes += 1;
        const other = live.find((candidate) => candidate !== node && !down.has(candidate.name)) ?? node;
        const list = await call(other, user, `/savedSearches?view=mine&name=${encodeURIComponent(name)}`);
        if (list !== null && !list.includes(`"${name}"`)) result.staleReads += 1;
        continue;
      }
      await call(node, user, READS[(index + step) % READS.length] as string);
    }
  };
  await Promise.all(options.users.map((user, index) => client(user, index)));
  result.sessionsOnBoth = [...answeredOn.values()].filter((nodes) => nodes.size === options.nodes.length).length;
  return result;
}
