/**
 * Which e-mail addresses a posting's text may yield (issue #32 point 3; docs/decisions.md 'Contacts from
 * postings'): valid by `validator`, not the job board's own (noreply@greenhouse.io), not an obviously made-up one
 * (example.com, RFC 2606 names), and role-based (jobs@, careers@, hr@) by the `role-based-email-addresses` list.
 */
import roleBasedPrefixes from 'role-based-email-addresses';
import validator from 'validator';

/**
 * Hosts of job boards, applicant-tracking systems and job sites: their addresses in a posting are the platform's
 * (notifications, applications inbox), never the employer's people. A subdomain counts as its host.
 */
const PLATFORM_HOSTS = [
  'greenhouse.io',
  'lever.co',
  'ashbyhq.com',
  'workable.com',
  'workablemail.com',
  'smartrecruiters.com',
  'recruitee.com',
  'indeed.com',
  'indeedemail.com',
  'linkedin.com',
  'glassdoor.com',
  'ziprecruiter.com',
  'monster.com',
  'myworkday.com',
  'workday.com',
  'icims.com',
  'jobvite.com',
  'bamboohr.com',
  'breezy.hr',
  'applytojob.com',
  'jazzhr.com',
  'taleo.net',
  'successfactors.com',
  'dice.com',
  'careerbuilder.com',
  'simplyhired.com',
  'jobs.net',
  'recruiterbox.com',
  'teamtailor.com',
  'personio.de',
  'personio.com',
];

/** Domains written as placeholders ('name@yourcompany.com') or reserved for examples (RFC 2606, RFC 6761). */
const FAKE_HOSTS = [
  'example.com',
  'example.org',
  'example.net',
  'domain.com',
  'yourdomain.com',
  'yourcompany.com',
  'company.com',
  'email.com',
  'test.com',
  'sample.com',
];
const FAKE_TLDS = ['example', 'test', 'invalid', 'localhost', 'local'];

/** Local parts of addresses nobody reads. */
const NO_REPLY =
  /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster|bounces?|notifications?)(?:[._+-]|$)/;

/** Role words the package's list lacks that postings use for their applications inbox. */
const MORE_ROLE_WORDS = [
  'recruiting',
  'recruitment',
  'recruiter',
  'recruiters',
  'resume',
  'resumes',
  'cv',
  'cvs',
  'apply',
  'applications',
  'application',
  'hiring',
  'talent',
  'people',
  'staffing',
  'humanresources',
  'personnel',
  'employment',
  'career',
  'job',
  'accommodation',
  'accommodations',
  'accessibility',
];
const ROLE_WORDS = new Set([...roleBasedPrefixes.map((prefix: string) => prefix.toLowerCase()), ...MORE_ROLE_WORDS]);

/** Candidates for e-mail addresses in text; `validator` decides. */
export const EMAIL_CANDIDATE = /[A-Za-z0-9][A-Za-z0-9._%+'-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

function hostIs(host: string, listed: readonly string[]): boolean {
  return listed.some((entry) => host === entry || host.endsWith(`.${entry}`));
}

export type AddressVerdict = 'person' | 'role' | 'ignored';

/**
 * What an address found in a posting is: a person's, a role's (the company's general address), or one to ignore
 * (invalid, the platform's own, a no-reply or a made-up placeholder).
 */
export function classifyAddress(address: string): AddressVerdict {
  const email = address.toLowerCase();
  if (!validator.isEmail(email, { allow_utf8_local_part: false, require_tld: true })) return 'ignored';
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const host = email.slice(at + 1);
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (hostIs(host, PLATFORM_HOSTS) || hostIs(host, FAKE_HOSTS) || FAKE_TLDS.includes(tld)) return 'ignored';
  if (NO_REPLY.test(local)) return 'ignored';
  const base = local.split('+')[0] ?? local;
  const first = base.split(/[._-]/)[0] ?? base;
  return ROLE_WORDS.has(base) || ROLE_WORDS.has(first) ? 'role' : 'person';
}
