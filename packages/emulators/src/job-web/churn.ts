/**
 * Stateless churn: which postings a board has open at an epoch, computed from hashes alone, so the same clock
 * always gives the same board. Every epoch a board opens a Poisson number of postings (mean 3 % of its size) and
 * each posting lives a geometric number of epochs (3 % close each epoch, at most MAX_LIFE), so a board holds about
 * `size` open postings at any time, ~3 % closing and ~3 % opening per epoch. About 2 % of open postings get a pay
 * edit each epoch. A posting open longer than REPOST_MS is re-published (its date moves forward), so published
 * dates stay within the last 30 days.
 */
import { hash32, poisson, unit } from './hash.ts';

/** Share of a board's postings that close (and open) per epoch. */
export const TURNOVER = 0.03;
/** Share of open postings whose pay is edited per epoch. */
export const PAY_EDIT_RATE = 0.02;
/** The longest a posting stays open, in epochs. */
export const MAX_LIFE = 200;
/** A posting older than this is re-published (published dates stay within the last 30 days). */
export const REPOST_MS = 29 * 24 * 60 * 60 * 1000;

const SALT_BIRTHS = 0xb1;
const SALT_LIFE = 0x11fe;
const SALT_PAY = 0x9a7;
const SALT_JITTER = 0x71;

/** The epoch grid: epoch n covers [originMs + n·epochMs, originMs + (n+1)·epochMs). */
export interface EpochClock {
  originMs: number;
  epochMs: number;
}

export function epochAt(clock: EpochClock, ms: number): number {
  return Math.floor((ms - clock.originMs) / clock.epochMs);
}

export function epochStart(clock: EpochClock, epoch: number): number {
  return clock.originMs + epoch * clock.epochMs;
}

/** One posting of a board: born (opened) at `birth` as the `slot`-th of that epoch, open for `life` epochs. */
export interface PostingKey {
  birth: number;
  slot: number;
  life: number;
}

/** An open posting at one epoch, with what changes while it is open. */
export interface OpenPosting extends PostingKey {
  /** The epoch of its latest pay edit; null when never edited. */
  payEdit: number | null;
  /** When it was (re-)published. */
  publishedMs: number;
  /** When it was last changed (published or pay edit). */
  updatedMs: number;
  /** The epoch its latest change became visible (birth, re-publication or pay edit). */
  changed: number;
}

/** The part of a board churn needs. */
export interface ChurnBoard {
  salt: number;
  size: number;
}

/** What a board looks like at one epoch. */
export interface BoardState {
  epoch: number;
  /** Open postings, newest first (ties by slot). */
  postings: OpenPosting[];
  /** The last epoch at which anything about the board changed (a posting opened, closed, was edited or re-published). */
  lastChange: number;
  /** A hash of everything that can change (used in ETags). */
  signature: number;
}

function birthsAt(board: ChurnBoard, epoch: number): number {
  return poisson(TURNOVER * board.size, unit(board.salt, epoch, SALT_BIRTHS));
}

function lifeOf(board: ChurnBoard, birth: number, slot: number): number {
  const u = unit(board.salt, birth, slot, SALT_LIFE);
  const life = 1 + Math.floor(Math.log(1 - u) / Math.log(1 - TURNOVER));
  return Math.min(MAX_LIFE, life);
}

/** The moment a posting first went up: within the epoch before its birth epoch starts. */
export function bornMs(clock: EpochClock, board: ChurnBoard, key: PostingKey): number {
  const jitter = unit(board.salt, key.birth, key.slot, SALT_JITTER) * Math.min(clock.epochMs, REPOST_MS / 2);
  return Math.floor(epochStart(clock, key.birth) - jitter);
}

function lastPayEdit(board: ChurnBoard, key: PostingKey, epoch: number): number | null {
  for (let at = epoch; at > key.birth; at -= 1) {
    if (unit(board.salt, key.birth, key.slot, at, SALT_PAY) < PAY_EDIT_RATE) return at;
  }
  return null;
}

function describe(clock: EpochClock, board: ChurnBoard, key: PostingKey, epoch: number): OpenPosting {
  const born = bornMs(clock, board, key);
  const reposts = Math.max(0, Math.floor((epochStart(clock, epoch) - born) / REPOST_MS));
  const publishedMs = born + reposts * REPOST_MS;
  const payEdit = lastPayEdit(board, key, epoch);
  const editedMs = payEdit === null ? 0 : epochStart(clock, payEdit);
  const reposted = reposts > 0 ? Math.ceil((publishedMs - clock.originMs) / clock.epochMs) : key.birth;
  const changed = Math.min(epoch, Math.max(reposted, payEdit ?? key.birth));
  return { ...key, payEdit, publishedMs, updatedMs: Math.max(publishedMs, editedMs), changed };
}

/** The board at `epoch`: its open postings and when it last changed. */
export function boardState(clock: EpochClock, board: ChurnBoard, epoch: number): BoardState {
  const postings: OpenPosting[] = [];
  let lastChange = epoch - MAX_LIFE;
  for (let birth = epoch - 2 * MAX_LIFE + 1; birth <= epoch; birth += 1) {
    const births = birthsAt(board, birth);
    if (births > 0 && birth > lastChange) lastChange = birth;
    for (let slot = 0; slot < births; slot += 1) {
      const life = lifeOf(board, birth, slot);
      const closes = birth + life;
      if (closes > epoch) postings.push(describe(clock, board, { birth, slot, life }, epoch));
      else if (closes > lastChange) lastChange = closes;
    }
  }
  let signature = hash32(board.salt, postings.length);
  for (const posting of postings) {
    if (posting.changed > lastChange) lastChange = posting.changed;
    signature = hash32(signature, posting.birth, posting.slot, posting.payEdit ?? -1, posting.publishedMs);
  }
  postings.sort((a, b) => b.birth - a.birth || a.slot - b.slot);
  return { epoch, postings, lastChange, signature };
}
