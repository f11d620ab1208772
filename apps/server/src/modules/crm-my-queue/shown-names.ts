/** The person columns of the CRM's case, workflow and task rows; the reads put each one's `...Name` beside it. */
const PERSON_COLUMNS = ['owner', 'assignedTo', 'createdBy', 'modifiedBy', 'closedBy'] as const;

/**
 * A row for an export, its `...Name` columns as the screens show them: the person's name, else the username (a username
 * no user has). Exports list the `...Name` columns, so a sheet names people as the grid does.
 */
export function withShownNames(row: Record<string, unknown>): Record<string, unknown> {
  const shown = { ...row };
  for (const column of PERSON_COLUMNS) {
    const name = `${column}Name`;
    if (column in row) shown[name] = row[name] ?? row[column];
  }
  return shown;
}
