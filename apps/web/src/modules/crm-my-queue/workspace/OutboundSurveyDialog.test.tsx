import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_MESSAGES } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { OutboundSurveyDialog } from './OutboundSurveyDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a new outbound survey', () => {
  it('with no answer at all says so under Satisfaction and sends nothing; with one it is saved', async () => {
    const calls = fakeApi((_method, url) =>
      url.includes('CreateOutboundSurvey') ? [200, { id: 1, caseId: 190, satisfaction: 4 }] : undefined,
    );
    const onClose = vi.fn();
    renderAsCrmUser(<OutboundSurveyDialog caseId={190} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Outbound Survey' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CASE_MESSAGES.surveyNoAnswers)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('CreateOutboundSurvey'))).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Satisfaction/ }), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.url.includes('CreateOutboundSurvey'))?.body).toMatchObject({
      caseId: 190,
      satisfaction: 4,
    });
  });
});
