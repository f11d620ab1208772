import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  CreateFormTemplateInput,
  DeleteFormTemplate,
  FormFieldTypes,
  FormTemplateList,
  FormTemplateRow,
  UpdateFormTemplateInput,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import { odataQueryString } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** The form builder's calls (spec §7): the formtemplates list, the field types and the four actions. */
const KEY = 'crm-form-templates';
const action = (name: string) => `${CRM_ODATA}/default.${name}`;

/** Every template not deleted, by name (a plan keeps tens of them, so one page holds them all). */
export const useFormTemplates = () =>
  useQuery({
    queryKey: [KEY, 'list'],
    queryFn: ({ signal }) =>
      api.get<FormTemplateList>(`${CRM_ODATA}/formtemplates?${odataQueryString({ orderBy: 'name asc', top: 1000 })}`, {
        signal,
      }),
  });

/** One template as saved now (undefined once deleted), e.g. to reload a stale edit. */
export const fetchFormTemplate = async (id: number): Promise<FormTemplateRow | undefined> =>
  (await api.get<FormTemplateList>(`${CRM_ODATA}/formtemplates?${odataQueryString({ filter: `id eq ${id}`, top: 1 })}`))
    .value[0];

export const useFieldTypes = () =>
  useQuery({
    queryKey: [KEY, 'field-types'],
    queryFn: ({ signal }) => api.get<FormFieldTypes>(action('getFormTemplateFieldTypes'), { signal }),
    staleTime: Infinity,
  });

function useTemplateAction<TBody, TResult>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TResult>(action(name), body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}

export const useCreateFormTemplate = () =>
  useTemplateAction<CreateFormTemplateInput, FormTemplateRow>('createFormTemplate');
export const useUpdateFormTemplate = () =>
  useTemplateAction<UpdateFormTemplateInput, FormTemplateRow>('updateFormTemplate');
export const useDeleteFormTemplate = () => useTemplateAction<DeleteFormTemplate, { id: number }>('deleteFormTemplate');
export const useDuplicateFormTemplate = () =>
  useTemplateAction<{ id: number }, FormTemplateRow>('duplicateFormTemplate');
