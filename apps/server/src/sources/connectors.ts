/**
 * The connectors by kind, and the recognition of a pasted board URL (issue #28 'Sources': the kind and token are
 * recognised from the URL). Careers pages and XML feeds live on the companies' own sites, so their kind must be
 * said; every other kind is recognised from its provider's board host.
 */
import type { SourceKind } from '@agencyscout/contracts';
import { SOURCE_KIND_LABELS, SOURCE_TEXTS } from '@agencyscout/contracts';
import { ashbyConnector } from './ashby/connector.ts';
import { greenhouseConnector } from './greenhouse/connector.ts';
import { jsonLdConnector } from './json-ld/connector.ts';
import { leverConnector } from './lever/connector.ts';
import { recruiteeConnector } from './recruitee/connector.ts';
import { smartrecruitersConnector } from './smartrecruiters/connector.ts';
import type { SourceConnector } from './types.ts';
import { workableConnector } from './workable/connector.ts';
import { xmlFeedConnector } from './xml-feed/connector.ts';

export const CONNECTORS: Readonly<Record<SourceKind, SourceConnector>> = {
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  ashby: ashbyConnector,
  workable: workableConnector,
  smartrecruiters: smartrecruitersConnector,
  recruitee: recruiteeConnector,
  'json-ld': jsonLdConnector,
  'xml-feed': xmlFeedConnector,
};

/** The kinds recognised from their board host (the others must be named). */
const RECOGNISED: readonly SourceKind[] = ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'recruitee'];

export type RecognisedSource =
  | { ok: true; kind: SourceKind; token: string; url: string }
  | { ok: false; reason: string };

/** 'boards.greenhouse.io/acme' → 'https://boards.greenhouse.io/acme'; null unless it is an http(s) address. */
function parseWebAddress(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

/**
 * A pasted line → kind, token and normalised URL. `kind` forces the kind (careers pages, feeds, or a board on a
 * custom domain): the kind's connector must then accept the URL.
 * @returns the reason (SOURCE_TEXTS) when the line is not a web address or not a board we can read.
 */
export function recogniseSourceUrl(text: string, kind?: SourceKind): RecognisedSource {
  const url = parseWebAddress(text);
  if (!url) return { ok: false, reason: SOURCE_TEXTS.badUrl };
  const candidates = kind ? [kind] : RECOGNISED;
  for (const candidate of candidates) {
    const token = CONNECTORS[candidate].tokenFromUrl(url);
    if (token) return { ok: true, kind: candidate, token, url: url.toString() };
  }
  if (kind) return { ok: false, reason: `is not a ${SOURCE_KIND_LABELS[kind]} board address` };
  return { ok: false, reason: SOURCE_TEXTS.unknownKind };
}
