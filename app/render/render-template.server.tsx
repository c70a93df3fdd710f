import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { RootData } from "~/root-data";
import { compileTemplate, fillTemplate, scriptJson, type TemplateTarget } from "./page-templates.server";
import { TemplateSlotsContext } from "./personal-template";
import { TemplateSlots } from "./template-slots";
import { withoutNulBytes } from "./without-nul-bytes.server";

/**
 * Headers a page may vary on and still be one template: the audience stands for the cookies, and the
 * English home varies on the browser's languages only to send some visitors to /es, who get no audience.
 */
const TEMPLATE_VARY = new Set(["cookie", "accept-encoding", "accept-language"]);

/**
 * Whether this page may be rendered once for its audience: a plain 200 of a route that shares its
 * template, varying on nothing else.
 */
export function sharesTemplate(context: EntryContext, status: number, headers: Headers): boolean {
  const { matches, errors, actionData, loaderData } = context.staticHandlerContext;
  if (status !== 200 || errors || actionData || context.isSpaMode || !loaderData.root) return false;
  const vary = (headers.get("Vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name && !TEMPLATE_VARY.has(name))) return false;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as { sharedTemplate?: boolean } | undefined) : undefined;
  return handle?.sharedTemplate === true;
}

/** As long as a streamed page may take (entry.server's abort delay): then the render is given up. */
const RENDER_TIMEOUT_MS = 5_000;

/** The whole page as text (no streaming: a template is cut and kept whole). */
function renderToText(element: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = withoutNulBytes();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
    const timer = setTimeout(() => abort(new Error("the template render timed out")), RENDER_TIMEOUT_MS);
  });
}

/**
 * The entry context with the root data a template renders (the buyer's fields as text slots) and the
 * data it serializes for the browser (the visitor's values as JSON slots).
 */
function withTemplateRoot(context: EntryContext, slots: TemplateSlots): EntryContext {
  const shc = context.staticHandlerContext;
  const root = shc.loaderData.root as RootData;
  const user = root.user && {
    name: root.user.name === null ? null : slots.text((v) => v.user?.name ?? ""),
    email: slots.text((v) => v.user?.email ?? ""),
    nameFirst: slots.text((v) => v.user?.nameFirst ?? ""),
    nameLast: slots.text((v) => v.user?.nameLast ?? ""),
    needsName: false,
  };
  const rendered: RootData = { ...root, user, cartCount: null, favorites: null };
  const handoff = JSON.parse(context.serverHandoffString ?? "{}") as { state?: { loaderData: Record<string, unknown> } };
  if (handoff.state) {
    handoff.state.loaderData.root = {
      ...root,
      user: slots.jsonValue((v) => v.user),
      cartCount: slots.jsonValue((v) => v.cartCount),
      favorites: slots.jsonValue((v) => v.favorites),
    };
  }
  return {
    ...context,
    staticHandlerContext: { ...shc, loaderData: { ...shc.loaderData, root: rendered } },
    serverHandoffString: scriptJson(handoff),
  };
}

/**
 * Renders the page (`page` with an entry context, then `finish` of its text) once as a template for `target`'s audience, keeps it, and answers this visitor
 * with it filled in: later visitors of the audience get the same template filled in with their own
 * values, without React (app/http/remix-handler.server.ts).
 */
export async function renderTemplate(
  page: (context: EntryContext) => ReactElement,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
  target: TemplateTarget,
  finish: (html: string) => string,
): Promise<Response> {
  const slots = new TemplateSlots();
  const templateContext = withTemplateRoot(context, slots);
  const rendered = await renderToText(<TemplateSlotsContext.Provider value={slots}>{page(templateContext)}</TemplateSlotsContext.Provider>, nonce);
  // Every option of each choice is in the template, so its inline stylesheet serves whichever a visitor gets.
  const html = finish(rendered);
  headers.set("Content-Type", "text/html; charset=utf-8");
  const kept = [...headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
  const template = { status, headers: kept, segments: compileTemplate(html, nonce), slots, bytes: Buffer.byteLength(html) };
  target.templates.store(target.url, target.audience, template);
  return new Response(fillTemplate(template, target.values, nonce), { status, headers });
}
