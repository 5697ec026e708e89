import { EMAIL_TEXTS } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserEmailDialog } from './user-email-dialog.tsx';

function renderDialog(initial?: string) {
  const onSubmit = vi.fn();
  render(
    <UserEmailDialog
      title="Edit e-mail"
      submitLabel="Save"
      initial={initial}
      pending={false}
      error={null}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  return {
    onSubmit,
    field: screen.getByRole('textbox', { name: 'E-mail' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('Manage Users e-mail dialog (outreach-integrations-admin §2, §5)', () => {
  it("keeps Save off for a bad address, with the contract's message once left, and sends the trimmed address", async () => {
    const { onSubmit, field, save } = renderDialog();
    expect(save).toBeDisabled();
    await userEvent.type(field, 'dana@');
    await userEvent.tab();
    expect(await screen.findByText(EMAIL_TEXTS.invalid)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(field, 'acme.example ');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('dana@acme.example'));
  });

  it('keeps Save off while the address is the one the user has', async () => {
    const { onSubmit, field, save } = renderDialog('dana@acme.example');
    expect(save).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    await userEvent.clear(field);
    await userEvent.type(field, 'dana@globex.example');
    await waitFor(() => expect(save).toBeEnabled());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
