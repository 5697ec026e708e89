/**
 * Greenhouse Job Board API bodies (https://developers.greenhouse.io/job-board.html):
 * `GET /v1/boards/{token}/jobs[?content=true]` → `{jobs: [...], meta: {total}}`, `GET /v1/boards/{token}/jobs/{id}`
 * → one job, `GET /v1/boards/{token}` → `{name, content}`. `content` is HTML, entity-escaped; departments and
 * offices come with `content=true` only, as on the real API.
 */
import { type BoardView, json, nameId, type Rendered } from './rendering.ts';
import { descriptionHtml, escapeHtml, isoWithOffset } from './text-format.ts';
import type { Posting } from './types.ts';

function location(posting: Posting): string {
  if (posting.workplace === 'remote') return 'Remote - US';
  return posting.workplace === 'hybrid' ? `${posting.place.label} (Hybrid)` : posting.place.label;
}

/** A job's public page (absolute_url). */
export function greenhouseJobUrl(token: string, posting: Posting): string {
  return `https://boards.greenhouse.io/${token}/jobs/${posting.numericId}`;
}

function job(view: BoardView, posting: Posting, withContent: boolean): Record<string, unknown> {
  const base: Record<string, unknown> = {
    absolute_url: greenhouseJobUrl(view.board.token, posting),
    data_compliance: [
      {
        type: 'gdpr',
        requires_consent: false,
        requires_processing_consent: false,
        requires_retention_consent: false,
        retention_period: null,
      },
    ],
    internal_job_id: posting.numericId - 1_000_000_000 + 2_000_000,
    location: { name: location(posting) },
    metadata: null,
    id: posting.numericId,
    updated_at: isoWithOffset(posting.updatedMs),
    requisition_id: `REQ-${String(posting.numericId % 100_000).padStart(5, '0')}`,
    title: posting.title,
    company_name: posting.companyName,
    first_published: isoWithOffset(posting.publishedMs),
  };
  if (!withContent) return base;
  const office = posting.place.city ?? posting.place.label;
  return {
    ...base,
    content: escapeHtml(descriptionHtml(posting, view.padding)),
    departments: [{ id: nameId(posting.department), name: posting.department, child_ids: [], parent_id: null }],
    offices: [
      { id: nameId(office, 5_000_000), name: office, location: posting.place.label, child_ids: [], parent_id: null },
    ],
  };
}

/** The board's job list. */
export function greenhouseJobs(view: BoardView, withContent: boolean): Rendered {
  return json({
    jobs: view.postings.map((posting) => job(view, posting, withContent)),
    meta: { total: view.postings.length },
  });
}

/** One job (always with its content); 404 when it is not open. */
export function greenhouseJob(view: BoardView, id: string): Rendered {
  const posting = view.postings.find((candidate) => String(candidate.numericId) === id);
  return posting ? json(job(view, posting, true)) : json({ status: 404, error: 'Job not found' }, 404);
}

/** The board itself: its name and an about text. */
export function greenhouseBoard(view: BoardView): Rendered {
  const about = `<p>${escapeHtml(view.board.companyName)} is growing. See our open roles below.</p>`;
  return json({ name: view.board.companyName, content: escapeHtml(about) });
}

/** An unknown (or moved) board. */
export function greenhouseNotFound(message = 'Job board not found'): Rendered {
  return json({ status: 404, error: message }, 404);
}
