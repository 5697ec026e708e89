/**
 * How each kind's connector identifies a posting (its externalId) and which URL it publishes, so tests can compare
 * what a connector read with what the board holds.
 */
import { ashbyJobUrl } from './render-ashby.ts';
import { greenhouseJobUrl } from './render-greenhouse.ts';
import { jobPagePath } from './render-json-ld.ts';
import { leverHostedUrl } from './render-lever.ts';
import { recruiteeCareersUrl, recruiteeOfferId } from './render-recruitee.ts';
import { smartRecruitersPostingId, smartRecruitersPostingUrl } from './render-smartrecruiters.ts';
import { workableJobUrl } from './render-workable.ts';
import { referenceNumber } from './render-xml-feed.ts';
import type { BoardSpec, Posting } from './types.ts';

/** One open posting as a connector should read it. */
export interface PostingRef {
  externalId: string;
  title: string;
  url: string;
}

/** The externalId and public URL of a posting on its board. */
export function postingRef(board: BoardSpec, posting: Posting): PostingRef {
  const token = board.token;
  const title = posting.title;
  switch (board.kind) {
    case 'greenhouse':
      return { externalId: String(posting.numericId), title, url: greenhouseJobUrl(token, posting) };
    case 'lever':
      return { externalId: posting.uuid, title, url: leverHostedUrl(token, posting) };
    case 'ashby':
      return { externalId: posting.uuid, title, url: ashbyJobUrl(token, posting) };
    case 'workable':
      return { externalId: posting.shortcode, title, url: workableJobUrl(token, posting) };
    case 'smartrecruiters':
      return { externalId: smartRecruitersPostingId(posting), title, url: smartRecruitersPostingUrl(token, posting) };
    case 'recruitee':
      return { externalId: String(recruiteeOfferId(posting)), title, url: recruiteeCareersUrl(token, posting) };
    case 'json-ld':
    case 'xml-feed': {
      const site = board.site;
      const url = site ? `${site.origin}${jobPagePath(site, posting)}` : '';
      const externalId = board.kind === 'json-ld' ? String(posting.numericId) : referenceNumber(posting);
      return { externalId, title, url };
    }
  }
}
