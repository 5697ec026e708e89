/**
 * The e-mail written without an AI model (ARCHITECTURE "AI"): a short first outreach e-mail from the facts,
 * the same facts always giving the same e-mail. What the data lacks is a `[placeholder]` (§5), and two things
 * it can never know (a recent placement of the agency, the sender's phone) always are.
 */
import type { EmailFacts } from './email-facts.ts';

const EMPLOYMENT_PHRASES: Record<string, string> = {
  Contract: 'contract',
  'Contract to Direct Hire': 'contract-to-hire',
  'Direct Hire': 'direct-hire',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function dayText(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
}

function openingParagraph(facts: EmailFacts, company: string): string {
  const { lead, signals } = facts;
  const where = lead.location ? ` in ${lead.location}` : '';
  const when = lead.postedOn ? ` (posted ${dayText(lead.postedOn)})` : '';
  let text = `I saw that ${company} is hiring ${article(lead.title)} ${lead.title}${where}${when}`;
  if (signals.otherOpenings > 0) {
    const roles = signals.otherOpenings === 1 ? 'one other open role' : `${signals.otherOpenings} other open roles`;
    const named = signals.recentTitles.length > 0 ? `, including ${listOf(signals.recentTitles)}` : '';
    text += `, along with ${roles}${named}`;
  }
  text += '.';
  if (signals.agencyWorked) text += ' It looks like you are open to working with staffing partners on this search.';
  else if (signals.tip) text += ' Your team has worked with staffing partners before.';
  return text;
}

function offerParagraph(facts: EmailFacts, sender: string, agency: string): string {
  const kinds = facts.lead.employmentTypes.map((type) => EMPLOYMENT_PHRASES[type]).filter(Boolean) as string[];
  const kind = kinds.length > 0 ? `${listOf(kinds)} ` : '';
  const experience =
    facts.lead.minExperienceYears && facts.lead.minExperienceYears > 0
      ? ` with the ${facts.lead.minExperienceYears}+ years of experience you are asking for`
      : '';
  return (
    `I'm ${sender} with ${agency}. We help companies fill ${kind}roles like this one quickly with ` +
    `pre-screened candidates${experience}. [A recent placement of ours in a similar role]`
  );
}

/** The e-mail: a `Subject:` line, a blank line and the body. */
export function writeTemplateEmail(facts: EmailFacts): string {
  const company = facts.company?.name ?? '[Company Name]';
  const greeting = facts.contact?.firstName ?? "[Hiring Manager's Name]";
  const sender = facts.sender.name ?? '[Your Name]';
  const agency = facts.sender.agencyName ?? '[Your Agency]';
  const paragraphs = [
    `Hi ${greeting},`,
    openingParagraph(facts, company),
    offerParagraph(facts, sender, agency),
    ...(facts.information ? [facts.information] : []),
    `Would you be open to a 15-minute call this week to talk about the ${facts.lead.title} role? ` +
      'I can share a few candidate profiles beforehand.',
    `Best regards,\n${sender}\n${agency}\n[Your Phone Number]`,
  ];
  return `Subject: ${facts.lead.title} at ${company}\n\n${paragraphs.join('\n\n')}`;
}
