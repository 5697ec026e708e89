/**
 * What every renderer receives and returns: a board's open postings at one epoch, and a response body with its
 * status and media type. Renderers are pure functions of these.
 */
import { hashText } from './hash.ts';
import type { BoardSpec, Posting } from './types.ts';

/** A board at one epoch, as the renderers see it. */
export interface BoardView {
  board: BoardSpec;
  /** Open postings, newest first. */
  postings: Posting[];
  /** When the board last changed (Last-Modified, feeds' lastBuildDate). */
  lastModifiedMs: number;
  /** Appended to each posting's description for the 'huge' fault; '' otherwise. */
  padding: string;
  /** The serving listener's `http://127.0.0.1:PORT` (plus `/{company}` for Recruitee). */
  baseUrl: string;
}

/** A response to send. */
export interface Rendered {
  status: number;
  contentType: string;
  body: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

/** A JSON response. */
export function json(value: unknown, status = 200): Rendered {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value) };
}

/** A small stable positive id for a name (departments, offices). */
export function nameId(name: string, base = 4_000_000): number {
  return base + (hashText(name) % 1_000_000);
}

/** The board's open posting with this id (in one of its forms), or undefined. */
export function findPosting(view: BoardView, id: string, form: (posting: Posting) => string): Posting | undefined {
  return view.postings.find((posting) => form(posting) === id);
}
