import { type CsvMapping, csvMappingSchema, FEED_IMPORT_TEXTS } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MappingForm } from './mapping-form.tsx';

const COLUMNS = ['Req #', 'Position', 'Employer', 'Where', 'Rate'];
const suggested = csvMappingSchema.parse({
  source: 'csv:weekly-feed',
  columns: { title: 'Position', company: 'Employer', sourceId: 'Req #', country: { value: 'US' } },
});

function renderForm(mapping: CsvMapping = suggested, origin: 'saved' | 'suggested' = 'suggested') {
  const onSubmit = vi.fn();
  render(<MappingForm columns={COLUMNS} mapping={mapping} origin={origin} busy={false} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('MappingForm', () => {
  it('starts from the suggested mapping and says where it came from', () => {
    renderForm();
    expect(screen.getByTestId('mapping-origin')).toHaveTextContent(FEED_IMPORT_TEXTS.mappingSuggested);
    expect(screen.getByRole('combobox', { name: /Job title/ })).toHaveTextContent('Position');
    expect(screen.getByRole('combobox', { name: /^Company( \*)?$/ })).toHaveTextContent('Employer');
    expect(screen.getByRole('combobox', { name: /Posting id/ })).toHaveTextContent('Req #');
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveTextContent(FEED_IMPORT_TEXTS.notMapped);
    // A constant of a saved mapping is kept and shown as such.
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveTextContent('always "US"');
  });

  it('a saved mapping is announced as the feed’s', () => {
    renderForm(suggested, 'saved');
    expect(screen.getByTestId('mapping-origin')).toHaveTextContent(FEED_IMPORT_TEXTS.mappingSaved);
  });

  it('sends the chosen columns, lead type and pay period with the dry run', async () => {
    const { onSubmit, user } = renderForm();
    await choose(user, /^Location/, 'Where');
    await choose(user, /Pay \(text\)/, 'Rate');
    await choose(user, /Posting id/, FEED_IMPORT_TEXTS.notMapped);
    await choose(user, new RegExp(FEED_IMPORT_TEXTS.leadType), 'Agency');
    await choose(user, /Pay period when/, 'per hour');
    await user.click(screen.getByRole('button', { name: FEED_IMPORT_TEXTS.dryRun }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0] as CsvMapping;
    expect(sent.columns).toEqual({
      title: 'Position',
      company: 'Employer',
      location: 'Where',
      salary: 'Rate',
      country: { value: 'US' },
    });
    expect(sent).toMatchObject({ source: 'csv:weekly-feed', leadType: 'Agency', salaryPeriod: 'hour' });
    expect(csvMappingSchema.safeParse(sent).success).toBe(true);
  });

  it('refuses a dry run without the title and company columns', async () => {
    const { onSubmit, user } = renderForm();
    await choose(user, /Job title/, FEED_IMPORT_TEXTS.notMapped);
    await user.click(screen.getByRole('button', { name: FEED_IMPORT_TEXTS.dryRun }));
    expect(screen.getByRole('alert')).toHaveTextContent(FEED_IMPORT_TEXTS.titleAndCompany);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
