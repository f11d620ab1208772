import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderInRouter } from '../../test/render.tsx';
import { TextField } from './FormFields.tsx';
import { VersionedSettingForm } from './VersionedSettingForm.tsx';

const greetingSchema = z.object({ greeting: z.string().min(1), version: z.number() });
type Greeting = z.infer<typeof greetingSchema>;

function GreetingSetting({ canWrite = true, label = 'Greeting' }: { canWrite?: boolean; label?: string }) {
  const form = useForm<Greeting>({
    resolver: zodResolver(greetingSchema),
    defaultValues: { greeting: 'Hello', version: 1 },
  });
  return (
    <VersionedSettingForm
      form={form}
      save={async () => ({ version: 2 })}
      savedMessage="Saved."
      saveLabel={`Save ${label.toLowerCase()}`}
      canWrite={canWrite}
      onReload={() => undefined}
      modifiedBy={null}
      modifiedDate={null}
    >
      <TextField control={form.control} name="greeting" label={label} />
    </VersionedSettingForm>
  );
}

describe('a setting saved at its version', () => {
  it('asks before the admin leaves an edit not saved; NO keeps the edit, YES leaves', async () => {
    const { router } = renderInRouter(<GreetingSetting />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Greeting' }), ' there');
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hello there');

    await act(() => router.navigate('/elsewhere'));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('leaves without asking once the edit is saved', async () => {
    const { router } = renderInRouter(<GreetingSetting />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Greeting' }), ' there');
    await userEvent.click(screen.getByRole('button', { name: 'Save greeting' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('guards an edit on one of several settings on the screen, whichever was mounted last', async () => {
    const { router } = renderInRouter(
      <>
        <GreetingSetting label="Greeting" />
        <GreetingSetting label="Farewell" />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Greeting' }), ' there');
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
