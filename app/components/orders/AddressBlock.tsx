/** A printed address under its heading (the lines are made on the server: app/domain/orders/address-lines.ts). */
export function AddressBlock({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-neutral-900">{heading}</h3>
      <address className="text-sm not-italic text-neutral-700">
        {lines.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
