import { Select } from '../../ui/inputs/Select.tsx';
import { messageInPlace } from '../../lib/api.ts';
import { useCrmLookup } from './api/task-api.ts';

/** The CRM's users (those who hold My Queue), by name: Value the username, Text the name. */
export const useCrmPeople = () => useCrmLookup('caseowners');

/** The name of a user of the CRM's users, by username (undefined when not one of them). */
export function nameOfPerson(people: { Value: string | number; Text: string }[], username: string | undefined) {
  return people.find((person) => String(person.Value) === username)?.Text;
}

/** A filter of the advanced search picking one of the CRM's users by name; its value is the username. */
export function PersonFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (username: string | undefined) => void;
}) {
  const people = useCrmPeople();
  const options = (people.data?.value ?? []).map((person) => ({ value: String(person.Value), label: person.Text }));
  return (
    <Select
      label={label}
      placeholder={people.isPending ? 'Loading the users...' : 'Anyone'}
      data={options}
      value={value ?? null}
      onChange={(username) => onChange(username ?? undefined)}
      searchable
      clearable
      nothingFoundMessage="No user by that name"
      error={messageInPlace(people.error)}
    />
  );
}
