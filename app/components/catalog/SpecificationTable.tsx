/** Attributes as a two-column table, title then value: a product's specifications, a series' common ones. */
export function SpecificationTable({ rows }: { rows: { key: string; title: string; value: string }[] }) {
  return (
    <table className="mt-4 w-full max-w-3xl border-collapse text-sm">
      <tbody>
        {rows.map((a) => (
          <tr key={a.key} className="border-b border-neutral-200">
            <th scope="row" className="w-1/3 py-2 pr-4 text-left font-medium text-neutral-600">
              {a.title}
            </th>
            <td className="py-2 text-neutral-900">{a.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
