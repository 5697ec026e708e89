import { EMAIL_ASSISTANT_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Notice, subscribeToNotices } from '../../../lib/notifications.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { GenerateEmailButton } from './generate-email-button.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
}));

const EMAIL = 'Subject: Nurse at Acme\n\nHi [Contact Name],\n\n[Contact Name], call me at [Your Phone Number].';
const answer = (content: string) => ({ generatedBy: 'model', choices: [{ message: { role: 'assistant', content } }] });
const errorAnswer = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ statusCode: status, code, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The notices of each test (subscribed before it, unsubscribed after it). */
function collectNotices(): Notice[] {
  const notices: Notice[] = [];
  let stop = () => {};
  beforeEach(() => {
    notices.length = 0;
    stop = subscribeToNotices((notice) => notices.push(notice));
  });
  afterEach(() => stop());
  return notices;
}

async function openDialog() {
  const user = userEvent.setup();
  render(<GenerateEmailButton leadId={7} />);
  await user.click(screen.getByRole('button', { name: EMAIL_ASSISTANT_TEXTS.button }));
  return { user, dialog: await screen.findByRole('dialog', { name: EMAIL_ASSISTANT_TEXTS.title }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GenerateEmailButton', () => {
  const notices = collectNotices();

  it('shows the notice, sends the information, and substitutes placeholder values live', async () => {
    const fetchMock = stubApi({ '/leads/generateEmail/7': () => answer(EMAIL) });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByTestId('email-assistant-notice')).toHaveTextContent('small GPT-4o model');
    await user.type(within(dialog).getByLabelText(EMAIL_ASSISTANT_TEXTS.informationLabel), 'ICU focus');
    await user.click(within(dialog).getByRole('button', { name: EMAIL_ASSISTANT_TEXTS.generate }));
    const email = await within(dialog).findByTestId('generated-email');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams.get('information')).toBe('ICU focus');
    expect(email.querySelectorAll('[data-placeholder="Contact Name"]')).toHaveLength(2);
    // One input per distinct placeholder.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Contact Name'), 'Dana');
    expect(email).toHaveTextContent('Hi Dana, Dana, call me at [Your Phone Number].');
    expect(email.querySelector('[data-placeholder="Your Phone Number"]')).not.toBeNull();
    await user.clear(within(dialog).getByLabelText('Contact Name'));
    expect(email.querySelectorAll('[data-placeholder="Contact Name"]')).toHaveLength(2);
  });

  it('shows the daily limit as the spec text and keeps the prompt', async () => {
    stubApi({
      '/leads/generateEmail/7': () =>
        errorAnswer(429, 'EMAIL_DAILY_LIMIT', 'Can only generate one email per day, please try again tomorrow.'),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: EMAIL_ASSISTANT_TEXTS.generate }));
    await waitFor(() =>
      expect(notices.at(-1)).toEqual({ message: EMAIL_ASSISTANT_TEXTS.dailyLimit, severity: 'warning' }),
    );
    expect(within(dialog).getByRole('button', { name: EMAIL_ASSISTANT_TEXTS.generate })).toBeEnabled();
    expect(within(dialog).queryByTestId('generated-email')).toBeNull();
  });

  it('shows a model failure with its code and keeps the prompt', async () => {
    stubApi({ '/leads/generateEmail/7': () => errorAnswer(504, 'AI_TIMEOUT', 'The AI model took too long.') });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: EMAIL_ASSISTANT_TEXTS.generate }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ code: 504, message: 'The AI model took too long.' }));
    expect(within(dialog).getByLabelText(EMAIL_ASSISTANT_TEXTS.informationLabel)).toBeEnabled();
  });
});
