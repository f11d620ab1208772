import { useQuery } from '@tanstack/react-query';
import { MY_TIME_OFF_PATH, type MyTimeOffList } from '@portal/contracts/care-on-demand/time-off';
import { api } from '../../../lib/api.ts';

/** The signed-in provider's own upcoming time off (set by the Care on Demand admin), soonest first. */
export const useMyTimeOff = () =>
  useQuery({
    queryKey: ['care-on-demand-my-time-off'],
    queryFn: ({ signal }) => api.get<MyTimeOffList>(MY_TIME_OFF_PATH, { signal }),
  });
