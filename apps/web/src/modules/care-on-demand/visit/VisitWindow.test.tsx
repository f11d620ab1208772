import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderInRouter } from '../../../test/render.tsx';
import { stubFetch, testVisit } from '../test-session.test-helpers.tsx';
import { VisitWindow } from './VisitWindow.tsx';

vi.mock('../attendees/outgoing-call-hub.ts', () => ({ subscribeToOutgoingCalls: () => () => undefined }));

afterEach(() => vi.unstubAllGlobals());

const appointment = testVisit({ id: 31, reason: 'Refill request', status: 'InProgress' });

/** The provider's visit window at /, with no summary saved yet; answers the close callback and the router. */
function openWindow() {
  const stub = stubFetch((url) => {
    if (url.includes('/Summary')) return null;
    if (url.includes('/Attendees')) return { items: [] };
    if (url.includes('/DialInPhoneNumber')) return { phoneNumber: '8005550142', simulated: true };
    return appointment;
  });
  vi.stubGlobal('fetch', stub.fetch);
  const onClose = vi.fn();
  const { router } = renderInRouter(
    <VisitWindow appointment={appointment} moduleType="CareOnDemand" onClose={onClose} />,
  );
  return { onClose, router };
}

async function writeAssessment() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Visit summary' }));
  const assessment = await screen.findByRole('textbox', { name: /Assessment/ });
  await waitFor(() => expect(assessment).not.toHaveAttribute('readonly'));
  await user.type(assessment, 'Stable');
  return { user, assessment };
}

describe('the visit window with a visit summary being written', () => {
  it('asks before closing loses the summary typed; NO keeps it, YES closes', async () => {
    const { onClose } = openWindow();
    const { user, assessment } = await writeAssessment();

    await user.click(screen.getByRole('button', { name: 'Close visit window' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(assessment).toHaveValue('Stable');

    await user.click(screen.getByRole('button', { name: 'Close visit window' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before leaving the screen (which closes the window) drops the summary typed', async () => {
    const { router } = openWindow();
    const { user, assessment } = await writeAssessment();

    void router.navigate('/elsewhere');
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(assessment).toHaveValue('Stable');
  });

  it('closes at once when nothing was typed', async () => {
    const { onClose } = openWindow();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close visit window' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();
  });
});
