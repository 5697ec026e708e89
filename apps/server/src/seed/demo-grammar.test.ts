import { describe, expect, it } from 'vitest';
import { indefiniteArticle, joinNameParts, withArticle } from './demo-grammar.ts';
import { demoLeadRecord, leadTitle } from './demo-lead-record.ts';
import { createDemoRandom } from './demo-random.ts';
import { demoCompany } from './demo-records.ts';
import { JOB_FAMILIES } from './demo-vocabulary.ts';

/** Every 'a'/'an' in the text with the word after it, where the article does not fit the word. */
function wrongArticles(text: string): string[] {
  const plain = text.replace(/<[^>]+>/g, '');
  return [...plain.matchAll(/\b(a|an) ([^\s]+)/gi)]
    .filter(([, article, word]) => article?.toLowerCase() !== indefiniteArticle(word ?? ''))
    .map(([match]) => match);
}

function repeatedWords(name: string): string[] {
  const words: string[] = name.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
  return words.filter((word, index) => words.indexOf(word) !== index);
}

describe('demo grammar (issue #30)', () => {
  it('chooses the article by the sound of the next word', () => {
    expect(withArticle('accounting')).toBe('an accounting');
    expect(withArticle('Accounts Payable Specialist')).toBe('an Accounts Payable Specialist');
    expect(withArticle('Electrical Engineer')).toBe('an Electrical Engineer');
    expect(withArticle('information technology & services')).toBe('an information technology & services');
    expect(withArticle('Java Developer')).toBe('a Java Developer');
    expect(withArticle('hospital & health care')).toBe('a hospital & health care');
    expect(withArticle('hourly role')).toBe('an hourly role');
    expect(withArticle('university hospital')).toBe('a university hospital');
    expect(withArticle('European office')).toBe('a European office');
    expect(withArticle('HR Manager')).toBe('an HR Manager');
    expect(withArticle('RN')).toBe('an RN');
    expect(withArticle('CPA')).toBe('a CPA');
    expect(withArticle('.NET Developer')).toBe('a .NET Developer');
  });

  it('joins name parts without repeating a word', () => {
    expect(joinNameParts(['Keystone', 'Design Group', 'Group'])).toBe('Keystone Design Group');
    expect(joinNameParts(['Atlas', 'Care Partners', 'Partners'])).toBe('Atlas Care Partners');
    expect(joinNameParts(['Atlas', 'Insurance Group', 'Inc.'])).toBe('Atlas Insurance Group Inc.');
    expect(joinNameParts(['Atlas', 'Logistics', ''])).toBe('Atlas Logistics');
    expect(joinNameParts(['Legal', 'Legal', 'LLC'])).toBe('Legal LLC');
  });

  it('gives a title one seniority at most', () => {
    expect(leadTitle('Senior ', 'Senior Accountant')).toBe('Senior Accountant');
    expect(leadTitle('Junior ', 'Senior Accountant')).toBe('Senior Accountant');
    expect(leadTitle('Lead ', 'Staff Accountant')).toBe('Lead Staff Accountant');
    expect(leadTitle('', 'Controller')).toBe('Controller');
  });

  it('generates company names without doubled words and texts with fitting articles', () => {
    const random = createDemoRandom(1);
    const taken = new Set<string>();
    const categories = new Map(JOB_FAMILIES.map((family, index) => [family.category, index + 1]));
    const problems: string[] = [];
    for (let index = 0; index < 3000; index++) {
      const company = demoCompany(random, index, taken, new Map());
      const name = company.record.name;
      if (repeatedWords(name).length > 0) problems.push(`name: ${name}`);
      problems.push(...wrongArticles(company.record.description ?? '').map((text) => `${name}: ${text}`));
      if (/synthetic/i.test(company.record.description ?? '')) problems.push(`${name}: says 'synthetic'`);
      const lead = demoLeadRecord(random, index, { ...company, id: index + 1 }, null, {
        anchor: new Date('2025-06-01T00:00:00Z'),
        categoryIds: categories,
      });
      problems.push(...wrongArticles(lead.description ?? '').map((text) => `${lead.title}: ${text}`));
      if (/^(Junior|Senior|Lead) (Junior|Senior|Lead)\b/.test(lead.title ?? '')) problems.push(`title: ${lead.title}`);
    }
    expect(problems).toEqual([]);
  });
});
