import { useParams } from 'react-router';
import { CarePanelScreen } from './my-panel/CarePanelScreen.tsx';
import { MemberVisitsScreen } from './my-panel/MemberVisitsScreen.tsx';

/** Care on Demand's My Panel (module 157): the panel, or one member's visits at /careondemand/mypanel/:memberId/... */
export function CareOnDemandScreen() {
  const { memberId } = useParams();
  return memberId ? <MemberVisitsScreen key={memberId} memberId={memberId.toUpperCase()} /> : <CarePanelScreen />;
}
