/**
 * A person a record names by username (who created, changed or approved it): their name, the username on hover; the
 * username itself where no user has it any more. Nothing when the record names nobody.
 */
export function PersonName({
  username,
  name,
}: {
  username: string | null | undefined;
  name: string | null | undefined;
}) {
  if (!username) return null;
  return <span title={username}>{name ?? username}</span>;
}
