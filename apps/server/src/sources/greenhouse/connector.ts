/**
 * Greenhouse Job Board API connector (issue #28): `GET {baseUrl}/v1/boards/{token}/jobs?content=true` lists every
 * published job with its description (HTML, entity-escaped); `GET {baseUrl}/v1/boards/{token}` names the board.
 * Documented job fields: id, internal_job_id, title, updated_at, requisition_id, location {name}, absolute_url,
 * metadata, content, departments [{id, name}], offices [{id, name, location}]; boards also send first_published
 * and company_name.
 */
import { z } from 'zod';
import {
  type BoardRef,
  categoryNames,
  dateField,
  getBoardJson,
  idField,
  isBoardHost,
  mentionsRemote,
  notModifiedListing,
  PostingCollector,
  pathToken,
  postedAt,
  requireToken,
  text,
  textField,
  titleField,
  validToken,
} from '../connector-helpers.ts';
import type { ConnectorContext, SourceConnector, SourcePosting } from '../types.ts';

const BOARD_HOSTS = [
  'boards.greenhouse.io',
  'job-boards.greenhouse.io',
  'boards.eu.greenhouse.io',
  'job-boards.eu.greenhouse.io',
];

const namedSchema = z.object({ name: textField }).nullish();

const metadataSchema = z
  .array(z.object({ name: textField, value: z.unknown().optional() }))
  .nullish()
  .catch(null);

const jobSchema = z.object({
  id: idField,
  title: titleField,
  company_name: textField,
  location: namedSchema,
  absolute_url: textField,
  content: textField,
  first_published: dateField,
  updated_at: dateField,
  departments: z.array(namedSchema).nullish(),
  metadata: metadataSchema,
});
type GreenhouseJob = z.output<typeof jobSchema>;

const jobsSchema = z.object({ jobs: z.array(z.unknown()) });
const boardSchema = z.object({ name: textField });

const MARKUP_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Undoes one level of entity escaping of an HTML text ('&lt;p&gt;Caf&amp;eacute;' → '<p>Caf&eacute;'): numeric
 * references and the markup entities (amp, lt, gt, quot, apos, any case). Other named entities stay as they are —
 * the result is HTML, where they keep their meaning for the sanitiser. A text that already holds tags is returned
 * unchanged (it was not escaped).
 */
export function decodeEscapedHtml(value: string): string {
  if (/<[a-z/!]/i.test(value)) return value;
  return value.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,4}));/gi, (match, decimal, hex, name) => {
    if (name) return MARKUP_ENTITIES[String(name).toLowerCase()] ?? match;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex, 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** The value of a custom field named like 'Employment Type', when the board exposes one as text. */
function employmentType(metadata: GreenhouseJob['metadata']): string | null {
  const field = metadata?.find((entry) => /employment\s*type/i.test(entry.name ?? ''));
  return text(field?.value);
}

function toPosting(job: GreenhouseJob): SourcePosting {
  const location = text(job.location?.name);
  const content = text(job.content);
  return {
    externalId: job.id,
    title: job.title,
    companyName: text(job.company_name),
    companyUrl: null,
    location,
    city: null,
    region: null,
    country: null,
    postalCode: null,
    remote: mentionsRemote(location),
    description: content ? decodeEscapedHtml(content) : null,
    employmentType: employmentType(job.metadata),
    postedAt: postedAt(job.first_published) ?? postedAt(job.updated_at),
    url: text(job.absolute_url),
    applyUrl: null,
    pay: null,
    categories: categoryNames((job.departments ?? []).map((department) => department?.name)),
  };
}

/** The board's display name; null when it cannot be read (that never fails the poll). */
async function boardName(context: ConnectorContext, url: string, board: BoardRef): Promise<string | null> {
  try {
    const document = await getBoardJson(context, url, boardSchema, board);
    return document.notModified ? null : text(document.data.name);
  } catch {
    return null;
  }
}

/** Greenhouse boards: `boards.greenhouse.io/{token}`, `job-boards.greenhouse.io/{token}` (and EU), embeds `?for=`. */
export const greenhouseConnector: SourceConnector = {
  kind: 'greenhouse',

  tokenFromUrl(url) {
    if (!isBoardHost(url, BOARD_HOSTS)) return null;
    const embedded = url.searchParams.get('for');
    return embedded === null ? pathToken(url, BOARD_HOSTS, ['embed']) : validToken(embedded);
  },

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'Greenhouse', token: source.token };
    const base = `${context.baseUrl}/v1/boards/${requireToken(board)}`;
    const first = await getBoardJson(context, `${base}/jobs?content=true`, jobsSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    collector.add(first.data.jobs, jobSchema, { id: ['id'], title: 'title' }, toPosting);
    return collector.listing(first, await boardName(context, base, board));
  },
};
