import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  OUTBOUND_SURVEY_TYPES,
  createOutboundSurveySchema,
  type CreateOutboundSurveyInput,
} from '@portal/contracts/crm-my-queue/cases';
import { NumberField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useCreateOutboundSurvey } from '../api/case-api.ts';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

/** CreateOutboundSurvey: a call back to the member about the case, with how satisfied they were (1 to 5). */
export function OutboundSurveyDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const create = useCreateOutboundSurvey();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<CreateOutboundSurveyInput, unknown, z.output<typeof createOutboundSurveySchema>>({
    resolver: zodResolver(createOutboundSurveySchema),
    defaultValues: { caseId, surveyType: 'Post-Call Satisfaction', answers: {}, satisfaction: null },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      await create.mutateAsync(body);
      notifySuccess('The outbound survey was saved.');
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="New Outbound Survey"
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <SelectField control={form.control} name="surveyType" label="Survey" required data={[...OUTBOUND_SURVEY_TYPES]} />
      <NumberField
        control={form.control}
        name="satisfaction"
        label="Satisfaction (1 to 5)"
        min={1}
        max={5}
        decimalScale={0}
      />
    </FormDialog>
  );
}
