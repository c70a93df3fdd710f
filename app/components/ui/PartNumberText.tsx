/**
 * A text holding a part number (`t("cartPartNumber", [pn])`) with the number in an element that never breaks: a hyphen
 * inside a part number is no place to wrap (`DOL-05HP-` / `240A-N4X` reads as two parts). The label's words around it
 * still wrap, so in a narrow cell the number moves to a line of its own, whole. The number's place comes from the
 * translation, so either language's word order holds.
 */
export function PartNumberText({ text, pn }: { text: string; pn: string }) {
  const at = pn === "" ? -1 : text.lastIndexOf(pn);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="part-number">{pn}</span>
      {text.slice(at + pn.length)}
    </>
  );
}
