import { focusManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { fakeApi, readAgainInBackground, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CampaignOutreachPanel } from './CampaignOutreachPanel.tsx';

const CAMPAIGN: CaseCampaign = {
  caseId: 81,
  campaignId: 5,
  campaignName: 'Flu shot reminder',
  campaignIsActive: true,
  memberId: 'M100000001',
  script: 'Remind the member that flu shots are covered at no cost.',
  usesDefaultScript: false,
  outcomes: ['Will get the shot', 'Already had it', 'Declined'],
  outcome: null,
  contactedBy: null,
  contactedByName: null,
  contactedDate: null,
  version: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('the campaign panel of an outreach case', () => {
  it("shows the campaign's name and script and records the outcome picked", async () => {
    let saved = false;
    const calls = fakeApi((method, url, body) => {
      // Read again after the save, the case's campaign does not answer: the panel shows the save's own answer.
      if (url.includes('GetCaseCampaign')) return saved ? [503, { message: 'Try again later.' }] : [200, CAMPAIGN];
      if (method === 'POST' && url.includes('RecordCampaignOutcome')) {
        const { outcome } = body as { outcome: string };
        saved = true;
        return [
          200,
          {
            campaignId: 5,
            memberId: 'M100000001',
            caseId: 81,
            outcome,
            contactedBy: 'crm.agent',
            contactedByName: 'Alex Agent',
            contactedDate: '2026-11-26T18:00:00.000Z',
            version: 2,
          },
        ];
      }
      return undefined;
    });
    renderAsCrmUser(<CampaignOutreachPanel caseId={81} caseType="Campaign Outreach" canWrite />);
    expect(await screen.findByText('Flu shot reminder')).toBeVisible();
    expect(screen.getByTestId('campaign-script')).toHaveTextContent('flu shots are covered at no cost');
    expect(screen.getByText('No outcome recorded yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record Outcome' })).toBeDisabled();

    await userEvent.click(screen.getByPlaceholderText('Pick the outcome of the contact'));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(
      CAMPAIGN.outcomes,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Already had it', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Record Outcome' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('RecordCampaignOutcome'))?.body).toEqual({
        campaignId: 5,
        memberId: 'M100000001',
        outcome: 'Already had it',
        version: 1,
      }),
    );
    // The agent who recorded it is named, as the rest of the CRM names people, not by username.
    expect(await screen.findByText(/^Recorded: Already had it by Alex Agent on/)).toBeVisible();
    expect(screen.queryByText(/crm\.agent/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Outcome' })).toBeDisabled();
    expect(calls.find((call) => call.url.includes('GetCaseCampaign'))?.url).toContain('caseId=81');
  });

  it("a second agent's outcome over one recorded meanwhile is refused with Reload, which shows who recorded it", async () => {
    let current = CAMPAIGN;
    fakeApi((method, url) => {
      if (url.includes('GetCaseCampaign')) return [200, current];
      if (method === 'POST' && url.includes('RecordCampaignOutcome')) {
        // Another agent recorded an outcome after this panel read the outreach.
        current = {
          ...CAMPAIGN,
          outcome: 'Declined',
          contactedBy: 'crm.admin',
          contactedByName: 'Casey Admin',
          contactedDate: '2026-11-26T18:00:00.000Z',
          version: 2,
        };
        return [409, { message: MESSAGES.staleRecord }];
      }
      return undefined;
    });
    renderAsCrmUser(<CampaignOutreachPanel caseId={81} caseType="Campaign Outreach" canWrite />);
    await userEvent.click(await screen.findByPlaceholderText('Pick the outcome of the contact'));
    await userEvent.click(screen.getByRole('option', { name: 'Already had it', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Record Outcome' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(screen.getByText('No outcome recorded yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/^Recorded: Declined by Casey Admin on/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Outcome' })).toBeDisabled();
  });

  it('keeps the outcome being picked when another agent’s outcome is read meanwhile; Reload then shows theirs', async () => {
    let current = CAMPAIGN;
    const calls = fakeApi((method, url) => {
      if (url.includes('GetCaseCampaign')) return [200, current];
      if (method === 'POST' && url.includes('RecordCampaignOutcome')) return [409, { message: MESSAGES.staleRecord }];
      return undefined;
    });
    renderAsCrmUser(<CampaignOutreachPanel caseId={81} caseType="Campaign Outreach" canWrite />);
    const picker = await screen.findByPlaceholderText('Pick the outcome of the contact');
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('option', { name: 'Already had it', hidden: true }));
    current = {
      ...CAMPAIGN,
      outcome: 'Declined',
      contactedBy: 'crm.admin',
      contactedByName: 'Casey Admin',
      contactedDate: '2026-11-26T18:00:00.000Z',
      version: 2,
    };
    await readAgainInBackground(calls, 'GetCaseCampaign');
    expect(picker).toHaveValue('Already had it');
    await userEvent.click(screen.getByRole('button', { name: 'Record Outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.staleRecord);
    expect(picker).toHaveValue('Already had it');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/^Recorded: Declined by Casey Admin on/)).toBeVisible();
    expect(screen.getByPlaceholderText('Pick the outcome of the contact')).toHaveValue('Declined');
  });

  it('offers the outcome recorded even when the list no longer has it, and the default script says so', async () => {
    fakeApi((_method, url) =>
      url.includes('GetCaseCampaign')
        ? [
            200,
            {
              ...CAMPAIGN,
              usesDefaultScript: true,
              outcome: 'Moved away',
              contactedBy: 'crm.agent',
              contactedByName: 'Alex Agent',
              contactedDate: '2026-11-26T18:00:00.000Z',
            },
          ]
        : undefined,
    );
    renderAsCrmUser(<CampaignOutreachPanel caseId={81} caseType="Campaign Outreach" canWrite />);
    expect(await screen.findByText('Script / talking points (the default script)')).toBeVisible();
    expect(screen.getByText(/^Recorded: Moved away by Alex Agent/)).toBeVisible();
    await userEvent.click(screen.getByPlaceholderText('Pick the outcome of the contact'));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      ...CAMPAIGN.outcomes,
      'Moved away',
    ]);
  });

  it('a reader sees the outcome without a button; other case types show no panel and read nothing', async () => {
    const calls = fakeApi((_method, url) => (url.includes('GetCaseCampaign') ? [200, CAMPAIGN] : undefined));
    const { unmount } = renderAsCrmUser(
      <CampaignOutreachPanel caseId={81} caseType="Campaign Outreach" canWrite={false} />,
    );
    expect(await screen.findByText('Flu shot reminder')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Outcome$/ })).toBeNull();
    unmount();
    calls.length = 0;
    renderAsCrmUser(<CampaignOutreachPanel caseId={44} caseType="PCP Change" canWrite />);
    expect(screen.queryByRole('region', { name: 'Campaign' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
