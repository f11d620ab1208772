import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FORM_FIELD_TYPES, type FormFieldType } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { NumberField, TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../ui/form/ChoiceFields.tsx';
import { keyOfLabel, type EditorValues } from './template-values.ts';

export interface TemplateFieldRowProps {
  control: Control<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  index: number;
  count: number;
  expanded: boolean;
  typeOptions: { value: string; label: string }[];
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/**
 * One field of the template being built: its summary (drag it by the handle, or move it with the arrow buttons), and
 * when opened its label, key, type, required flag, help text and the rules of its type.
 */
export function TemplateFieldRow(props: TemplateFieldRowProps) {
  const { control, setValue, index, count, expanded } = props;
  const name = `fields.${index}` as const;
  const field = useWatch({ control, name });
  const rules: readonly string[] = FORM_FIELD_TYPES[field.type].rules;
  const title = field.label.trim() || `Field ${index + 1}`;
  return (
    <Paper
      withBorder
      p="xs"
      data-testid="template-field"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData('text/plain'));
        if (Number.isInteger(from) && from !== index) props.onMove(from, index);
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Drag ${title}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            style={{ cursor: 'grab' }}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={`${expanded ? 'Close' : 'Open'} ${title}`} onClick={props.onToggle}>
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
          <Text fw={500}>{title}</Text>
          <Badge variant="light">{FORM_FIELD_TYPES[field.type].label}</Badge>
          {field.required ? (
            <Badge variant="light" color="red">
              Required
            </Badge>
          ) : null}
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Move up">
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${title} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index, index - 1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move down">
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${title} down`}
              disabled={index === count - 1}
              onClick={() => props.onMove(index, index + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove">
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${title}`} onClick={props.onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {expanded ? (
        <Stack gap="xs" mt="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField
              control={control}
              name={`${name}.label`}
              label="Label"
              required
              maxLength={200}
              onBlurred={(label) => {
                if (field.key === '' || /^field\d+$/.test(field.key)) {
                  const key = keyOfLabel(label);
                  if (key) setValue(`${name}.key`, key);
                }
              }}
            />
            <TextField control={control} name={`${name}.key`} label="Key" required maxLength={50} />
            <SelectField
              control={control}
              name={`${name}.type`}
              label="Field Type"
              required
              data={props.typeOptions}
              onPicked={(value) => value && setValue(`${name}.type`, value as FormFieldType)}
            />
          </SimpleGrid>
          <CheckboxField control={control} name={`${name}.required`} label="Required" />
          <TextField control={control} name={`${name}.helpText`} label="Help Text" maxLength={500} />
          {rules.includes('minLength') ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField control={control} name={`${name}.minLength`} label="Min Length" min={0} decimalScale={0} />
              <NumberField control={control} name={`${name}.maxLength`} label="Max Length" min={0} decimalScale={0} />
            </SimpleGrid>
          ) : null}
          {rules.includes('min') ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField control={control} name={`${name}.min`} label="Min Value" />
              <NumberField control={control} name={`${name}.max`} label="Max Value" />
            </SimpleGrid>
          ) : null}
          {rules.includes('pattern') ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                control={control}
                name={`${name}.pattern`}
                label="Pattern"
                description="A regular expression the whole answer must match"
              />
              <TextField control={control} name={`${name}.patternMessage`} label="Pattern Message" maxLength={200} />
            </SimpleGrid>
          ) : null}
          {rules.includes('options') ? (
            <TextareaField
              control={control}
              name={`${name}.options`}
              label="Options"
              description="One option per line"
              required
              minRows={3}
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
