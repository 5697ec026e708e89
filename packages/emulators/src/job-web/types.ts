/**
 * The job web's public shapes (the emulator's API) and the internal records shared by its parts: the corpus of
 * real postings, the boards, and one posting ready to render.
 */

/** The kinds of public job source the emulator serves (the server's SourceKind). */
export type JobWebKind =
  | 'greenhouse'
  | 'lever'
  | 'ashby'
  | 'workable'
  | 'smartrecruiters'
  | 'recruitee'
  | 'json-ld'
  | 'xml-feed';

/** The kinds served through a provider API (one port each); the others are careers sites and feeds. */
export type JobWebApiKind = Exclude<JobWebKind, 'json-ld' | 'xml-feed'>;

/**
 * How a misbehaving board misbehaves: 'slow' answers after 3 s; 'error-500' answers 500 with a JSON error;
 * 'rate-limited' answers every other request 429 with `Retry-After: 1`; 'malformed' sends truncated JSON or broken
 * XML/JSON-LD; 'moved' answers 404 'board moved' (a board deleted or renamed); 'huge' sends a body over 20 MB.
 */
export type JobWebFault = 'slow' | 'error-500' | 'rate-limited' | 'malformed' | 'moved' | 'huge';

export interface JobWebOptions {
  /** Boards to serve (default 200). */
  boards?: number;
  /** Everything (kinds, tokens, faults, churn, ids) is derived from it (default 1). */
  seed?: number;
  /**
   * The shared datasets folder (default `<repo>/../shared/datasets`); null or a missing folder: generated
   * postings only.
   */
  datasetsDir?: string | null;
  /** The clock (tests move it; default the system clock). */
  now?: () => Date;
  /** Minutes per churn epoch (default 1440: daily; the live demo uses a few minutes). */
  epochMinutes?: number;
  /** Whether ~3 % of boards misbehave (default true). */
  faults?: boolean;
  /** Average open postings per board (default 30). */
  postingsPerBoard?: number;
  /**
   * First port of a fixed range (default 0: ports the system picks). Greenhouse, Lever, Ashby, Workable,
   * SmartRecruiters and Recruitee listen on `port`…`port + 5`, careers sites and feeds on the ports after, so the
   * same settings give the same URLs on every start (the demo's stored sources stay valid).
   */
  port?: number;
}

/** One board as staff would add it. */
export interface JobWebBoard {
  kind: JobWebKind;
  /**
   * The connector's token: Greenhouse board token, Lever site, Ashby board name, Workable subdomain,
   * SmartRecruiters company id, Recruitee company; for json-ld and xml-feed the board URL itself.
   */
  token: string;
  /** The URL staff would paste: the provider's public board URL, or the emulator's careers page, sitemap or feed. */
  url: string;
  companyName: string;
  companyWebsite: string | null;
  fault: JobWebFault | null;
}

/** A running job web. */
export interface JobWeb {
  boards: JobWebBoard[];
  /**
   * Connector base URLs (no trailing slash): greenhouse + `/v1/boards/{token}/jobs`; lever + `/v0/postings/{site}`;
   * ashby + `/posting-api/job-board/{name}`; workable + `/api/v1/widget/accounts/{sub}`; smartrecruiters +
   * `/v1/companies/{id}/postings[/{postingId}]`; recruitee is a template holding the literal `{company}`
   * (`http://127.0.0.1:PORT/{company}`) + `/api/offers/`.
   */
  baseUrls: Record<JobWebApiKind, string>;
  /** The open postings of a board at the current clock, as its connector should read them. */
  openPostings(board: JobWebBoard): { externalId: string; title: string; url: string }[];
  /** The churn epoch at the current clock. */
  epoch(): number;
  /** Requests served so far (every listener, every status). */
  requests(): number;
  close(): Promise<void>;
}

/** Pay periods, as the providers' period words are derived from them. */
export type PayPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** A published pay range in US dollars. */
export interface Pay {
  min: number;
  max: number;
  period: PayPeriod;
}

export type WorkType = 'full-time' | 'part-time' | 'contract' | 'temporary' | 'internship' | 'volunteer' | 'other';
export type Workplace = 'on-site' | 'remote' | 'hybrid';

/** A place as the data names it; `label` is what boards show ('Chicago, IL', 'Greater Boston'). */
export interface Place {
  label: string;
  city: string | null;
  /** Two-letter US state code when known. */
  region: string | null;
  postalCode: string | null;
}

/** A careers site or feed board: which site listener serves it and under which path. */
export interface SiteSpec {
  listener: number;
  /** `http://127.0.0.1:PORT` of the listener. */
  origin: string;
  /** The board's first path segment on that listener. */
  slug: string;
  form: 'listing' | 'sitemap' | 'feed';
  /** A sitemap that also lists one page under /internal/ (disallowed by robots.txt). */
  internalPage: boolean;
  /** For a syndication feed carrying several companies: their corpus company indexes. */
  feedCompanies: number[] | null;
}

/** A board with what the emulator needs to serve it. */
export interface BoardSpec extends JobWebBoard {
  index: number;
  /** Seeded salt of every hash about this board. */
  salt: number;
  /** Target open postings. */
  size: number;
  /** Corpus records this board's postings draw on (its company's real postings). */
  records: Int32Array;
  /** Corpus places of its real postings (generated postings mostly stay near home). */
  homePlaces: Int32Array;
  site: SiteSpec | null;
}

/** One open posting of one board at one epoch, ready to render. */
export interface Posting {
  /** A positive safe integer, formatted per provider (Greenhouse id, Recruitee id, page identifier…). */
  numericId: number;
  uuid: string;
  /** Workable-style 10-character code. */
  shortcode: string;
  title: string;
  slug: string;
  companyName: string;
  companyWebsite: string | null;
  place: Place;
  workplace: Workplace;
  workType: WorkType;
  /** LinkedIn's experience level words ('Mid-Senior level'), when known. */
  level: string | null;
  department: string;
  /** Plain-text paragraphs of the description (intro, body, pay line). */
  paragraphs: string[];
  requirements: string[];
  pay: Pay | null;
  publishedMs: number;
  updatedMs: number;
  validThroughMs: number;
}
