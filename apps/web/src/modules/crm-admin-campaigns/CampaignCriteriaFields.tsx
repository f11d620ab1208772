import { Group } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import type { CampaignFormInput, CampaignFormOutput } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { MultiSelectField } from '../../ui/form/ChoiceFields.tsx';
import { useCompanyOptions, useCountyOptions, usePlanOptions, useTagOptions } from './api/criteria-options-api.ts';
import { contractOptions, countyOptions, pbpOptions, tagOptions } from './criteria-options.ts';

type CampaignControl = Control<CampaignFormInput, unknown, CampaignFormOutput>;

/**
 * Who a campaign is for, picked from the reference lists: plan contracts and PBPs of this plan year, the plan's active
 * (service-area) counties, and the member tags members carry. None chosen in a list means any.
 */
export function CampaignCriteriaFields({ control }: { control: CampaignControl }) {
  const year = Number(todayInLosAngeles().slice(0, 4));
  const plans = usePlanOptions(year).data?.items ?? [];
  const companies = useCompanyOptions().data?.items ?? [];
  const counties = useCountyOptions().data?.items ?? [];
  const tags = useTagOptions().data?.items ?? [];
  const criteria = useWatch({ control, name: 'criteria' });
  const contracts = criteria.contractCodes ?? [];
  return (
    <>
      <Group grow align="flex-start">
        <MultiSelectField
          control={control}
          name="criteria.contractCodes"
          label="Plan (contract)"
          placeholder="Search plans (none chosen: any)"
          data={contractOptions(plans, companies, contracts)}
        />
        <MultiSelectField
          control={control}
          name="criteria.pbpCodes"
          label="PBP"
          placeholder="Search PBPs (none chosen: any)"
          data={pbpOptions(plans, contracts, criteria.pbpCodes ?? [])}
        />
      </Group>
      <Group grow align="flex-start">
        <MultiSelectField
          control={control}
          name="criteria.countyFips"
          label="County"
          placeholder="Search counties (none chosen: any)"
          data={countyOptions(counties, criteria.countyFips ?? [])}
        />
        <MultiSelectField
          control={control}
          name="criteria.tags"
          label="Member tags"
          placeholder="Search tags (none chosen: any)"
          data={tagOptions(tags, criteria.tags ?? [])}
        />
      </Group>
    </>
  );
}
