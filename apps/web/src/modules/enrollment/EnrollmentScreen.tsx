import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { WorklistView } from './WorklistView.tsx';
import { EnrollmentDetailView } from './EnrollmentDetailView.tsx';

/** /MemberEnrollment: the work list, or one work item when the address carries ?id= (so it can be linked and reloaded). */
export function EnrollmentScreen() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const itemOpen = Number.isInteger(id) && id > 0;
  // Once shown, the work list stays mounted (hidden) while an item is open: Back to Work List finds the search, the
  // status tile, the page and the sort as the processor left them, and the rows refreshed by what was done to the item.
  const [listShown, setListShown] = useState(!itemOpen);
  if (!itemOpen && !listShown) setListShown(true);
  return (
    <>
      {listShown ? (
        <div hidden={itemOpen}>
          <WorklistView onOpen={(next) => setParams({ id: String(next) })} />
        </div>
      ) : null}
      {itemOpen ? <EnrollmentDetailView key={id} id={id} onBack={() => setParams({})} /> : null}
    </>
  );
}
