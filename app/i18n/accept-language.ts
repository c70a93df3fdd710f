import { isLang, type Lang } from "./lang";

/**
 * The first language of ours in a browser's Accept-Language list, walked best first (RFC 9110 §12.5.4): by
 * weight, ties in the order sent; `q=0` means "not this one". `fr-FR,fr;q=0.9,es;q=0.8` is Spanish. Null
 * when the list names none of ours.
 */
export function preferredLang(acceptLanguage: string | null): Lang | null {
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const weight = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((q) => q !== undefined);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((range) => range.lang).find(isLang) ?? null;
}
