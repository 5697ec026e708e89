/**
 * Boards at an epoch: churn state (which postings are open) and the materialised postings, both cached in small
 * LRUs so a board polled many times per epoch is computed once.
 */
import { type BoardState, boardState, type EpochClock, epochStart } from './churn.ts';
import type { Corpus } from './corpus.ts';
import { LruCache } from './lru-cache.ts';
import { materialize } from './posting-factory.ts';
import type { BoardView } from './rendering.ts';
import type { BoardSpec, Posting } from './types.ts';

/** A board at an epoch, before the per-request parts of a view (base URL, padding). */
export interface BoardSnapshot {
  state: BoardState;
  postings: Posting[];
  lastModifiedMs: number;
}

export class BoardViews {
  readonly #corpus: Corpus;
  readonly #clock: EpochClock;
  readonly #states = new LruCache<BoardState>(4096);
  readonly #snapshots = new LruCache<BoardSnapshot>(256);

  constructor(corpus: Corpus, clock: EpochClock) {
    this.#corpus = corpus;
    this.#clock = clock;
  }

  /** Which postings are open (cheap: no texts). */
  state(board: BoardSpec, epoch: number): BoardState {
    const key = `${board.index}:${epoch}`;
    let state = this.#states.get(key);
    if (!state) {
      state = boardState(this.#clock, board, epoch);
      this.#states.set(key, state);
    }
    return state;
  }

  /** The open postings with their texts. */
  snapshot(board: BoardSpec, epoch: number): BoardSnapshot {
    const key = `${board.index}:${epoch}`;
    let snapshot = this.#snapshots.get(key);
    if (!snapshot) {
      const state = this.state(board, epoch);
      snapshot = {
        state,
        postings: state.postings.map((open) => materialize(this.#corpus, board, open)),
        lastModifiedMs: epochStart(this.#clock, state.lastChange),
      };
      this.#snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  /** The view a renderer gets. */
  view(board: BoardSpec, epoch: number, baseUrl: string, padding = ''): BoardView {
    const snapshot = this.snapshot(board, epoch);
    return { board, postings: snapshot.postings, lastModifiedMs: snapshot.lastModifiedMs, padding, baseUrl };
  }
}
