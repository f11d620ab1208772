import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { WrappingEmailInput } from './EmailInput.tsx';
import { TextInput } from './TextInput.tsx';

/** A form that counts its submissions, as a screen's save would run on each. */
function CountingForm({ onSave, children }: { onSave: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email Address' });

describe('WrappingEmailInput: Enter does what it does in a text box of the same form', () => {
  it('in a form with a Save button, saves the form once, as Enter in its text box does, and adds no line', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CountingForm onSave={onSave}>
        <TextInput label="First Name" defaultValue="Ana" />
        <WrappingEmailInput label="Email Address" defaultValue="ana@example.org" />
        <button type="submit">Save</button>
      </CountingForm>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.type(emailBox(), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(emailBox()).toHaveValue('ana@example.org');
  });

  it('saves nothing while the Save button is disabled', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CountingForm onSave={onSave}>
        <WrappingEmailInput label="Email Address" defaultValue="ana@example.org" />
        <button type="submit" disabled>
          Save
        </button>
      </CountingForm>,
    );
    await userEvent.type(emailBox(), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('in a form of several boxes without a submit button (the enrollment form), does nothing, as its text boxes do', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CountingForm onSave={onSave}>
        <TextInput label="First Name" defaultValue="Ana" />
        <TextInput label="Last Name" defaultValue="Quintero" />
        <WrappingEmailInput label="Email Address" defaultValue="ana@example.org" />
        <button type="button">Check home address</button>
      </CountingForm>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), '{Enter}');
    await userEvent.type(emailBox(), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(emailBox()).toHaveValue('ana@example.org');
  });

  it('submits a form whose only box it is, as a lone text box does', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CountingForm onSave={onSave}>
        <WrappingEmailInput label="Email Address" defaultValue="ana@example.org" />
      </CountingForm>,
    );
    await userEvent.type(emailBox(), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to a screen that handles it itself', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <CountingForm onSave={onSave}>
        <WrappingEmailInput
          label="Email Address"
          defaultValue="ana@example.org"
          onKeyDown={(event) => event.preventDefault()}
        />
        <button type="submit">Save</button>
      </CountingForm>,
    );
    await userEvent.type(emailBox(), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });
});
