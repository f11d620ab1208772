import { useSearchParams } from 'react-router';
import { WorklistView } from './WorklistView.tsx';
import { EnrollmentDetailView } from './EnrollmentDetailView.tsx';

/** /MemberEnrollment: the work list, or one work item when the address carries ?id= (so it can be linked and reloaded). */
export function EnrollmentScreen() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <EnrollmentDetailView key={id} id={id} onBack={() => setParams({})} />;
  return <WorklistView onOpen={(next) => setParams({ id: String(next) })} />;
}
