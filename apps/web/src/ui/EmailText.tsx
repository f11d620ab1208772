/**
 * An e-mail address that, when its box is too narrow for it, breaks before its '@' rather than inside the name or the
 * domain. Each part is a span of its own, so a grid or card can style or measure the halves.
 */
export function EmailText({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  const at = address.indexOf('@');
  if (at <= 0) return <span>{address}</span>;
  return (
    <>
      <span>{address.slice(0, at)}</span>
      <wbr />
      <span>{address.slice(at)}</span>
    </>
  );
}
