import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { docHref } from "~/i18n/doc-links";
import type { Lang } from "~/i18n/lang";
import type { Span } from "~/services/content/types";
import { groupBlocks, type ListNode, type ResolvedBlock, type ResolvedMarkDef } from "./portable-text-tree";
import { safeHref } from "./safe-href";

const styleClasses: Record<ResolvedBlock["style"], string> = {
  normal: "my-4 leading-relaxed",
  h2: "mt-10 mb-4 text-2xl font-semibold tracking-tight text-neutral-900",
  h3: "mt-8 mb-3 text-xl font-semibold text-neutral-900",
  h4: "mt-6 mb-2 text-lg font-semibold text-neutral-900",
  blockquote: "my-6 border-l-4 border-primary-600 bg-neutral-50 py-2 pl-4 pr-2 italic text-neutral-700",
};

const linkClass =
  "font-medium text-primary-700 underline underline-offset-2 hover:text-primary-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

function withLineBreaks(text: string): ReactNode {
  const lines = text.split("\n");
  return lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
}

function applyMark(mark: string, content: ReactNode, defs: readonly ResolvedMarkDef[], lang: Lang, key: string): ReactNode {
  if (mark === "strong") return <strong key={key}>{content}</strong>;
  if (mark === "em") return <em key={key}>{content}</em>;
  if (mark === "code")
    return (
      <code key={key} className="rounded bg-neutral-100 px-1 py-0.5 font-mono text-[0.9em]">
        {content}
      </code>
    );
  const def = defs.find((d) => d._key === mark);
  if (def?._type === "internalLink") {
    const to = docHref(def.doc, lang);
    return to ? (
      <Link key={key} to={to} className={linkClass}>
        {content}
      </Link>
    ) : (
      content
    );
  }
  if (def?._type === "link") {
    const safe = safeHref(def.href);
    if (!safe) return content;
    return safe.external ? (
      <a key={key} href={safe.href} rel="noopener" className={linkClass}>
        {content}
      </a>
    ) : (
      <a key={key} href={safe.href} className={linkClass}>
        {content}
      </a>
    );
  }
  return content;
}

function Spans({ block, lang }: { block: ResolvedBlock; lang: Lang }) {
  const defs = block.markDefs ?? [];
  return (
    <>
      {block.children.map((span: Span, i) =>
        (span.marks ?? []).reduceRight<ReactNode>(
          (content, mark, m) => applyMark(mark, content, defs, lang, `${span._key ?? i}-${m}`),
          <span key={span._key ?? i}>{withLineBreaks(span.text)}</span>,
        ),
      )}
    </>
  );
}

function TextBlock({ block, lang }: { block: ResolvedBlock; lang: Lang }) {
  const className = styleClasses[block.style] ?? styleClasses.normal;
  const children = <Spans block={block} lang={lang} />;
  switch (block.style) {
    case "h2":
      return <h2 className={className}>{children}</h2>;
    case "h3":
      return <h3 className={className}>{children}</h3>;
    case "h4":
      return <h4 className={className}>{children}</h4>;
    case "blockquote":
      return <blockquote className={className}>{children}</blockquote>;
    default:
      return <p className={className}>{children}</p>;
  }
}

function List({ list, lang }: { list: ListNode; lang: Lang }) {
  const items = list.items.map((item) => (
    <li key={item.block._key} className="pl-1">
      <Spans block={item.block} lang={lang} />
      {item.lists.map((nested) => (
        <List key={nested.items[0]!.block._key} list={nested} lang={lang} />
      ))}
    </li>
  ));
  const spacing = list.level === 1 ? "my-4" : "mt-2";
  return list.kind === "number" ? (
    <ol className={`${spacing} list-decimal space-y-2 pl-6`}>{items}</ol>
  ) : (
    <ul className={`${spacing} list-disc space-y-2 pl-6`}>{items}</ul>
  );
}

/**
 * Renders Portable Text in one language. Internal links must come resolved from the query
 * (`markDefs[]{..., _type == "internalLink" => {"doc": reference->{_type, slug, title}}}`);
 * they link to the document's path in `lang`, or render as plain text when the target is gone.
 */
export function PortableText({ value, lang, className }: { value: readonly ResolvedBlock[] | null | undefined; lang: Lang; className?: string }) {
  if (!value?.length) return null;
  return (
    <div className={className ?? "max-w-prose text-neutral-800"}>
      {groupBlocks(value).map((node) =>
        node.type === "list" ? (
          <List key={node.items[0]!.block._key} list={node} lang={lang} />
        ) : (
          <TextBlock key={node.block._key} block={node.block} lang={lang} />
        ),
      )}
    </div>
  );
}
