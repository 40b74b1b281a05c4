/** A row of a lead's or booking's facts: the customer it belongs to, whose page has their whole history. */
export function CustomerFact({ href }: { href?: string | undefined }) {
  if (!href) return null;
  return (
    <div>
      <dt>Customer</dt>
      <dd>
        <a href={href}>Their whole history</a>
      </dd>
    </div>
  );
}
