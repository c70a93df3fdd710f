import { createContext, Fragment, useContext, type ReactNode } from "react";
import { CHOICE_MARK, SLOT_SECRET, type FromValues, type TemplateSlots } from "./template-slots";

export const TemplateSlotsContext = createContext<TemplateSlots | null>(null);

/** The slots of the template being rendered, or null for a page rendered for one visitor (and in the browser). */
export function useTemplateSlots(): TemplateSlots | null {
  return useContext(TemplateSlotsContext);
}

/**
 * One of `options`: for one visitor the one named by `current`; in a template every option, each
 * after a mark, and the filling-in keeps the one `choose` names for the visitor (the same rule as `current`).
 */
export function PersonalChoice<K extends string>({ current, choose, options }: { current: K; choose: FromValues<K>; options: Record<K, ReactNode> }) {
  const slots = useTemplateSlots();
  if (!slots) return <>{options[current]}</>;
  const id = slots.choice(choose);
  const mark = (option: string) => <template {...{ [CHOICE_MARK]: `${SLOT_SECRET}:${id}:${option}` }} />;
  return (
    <>
      {(Object.keys(options) as K[]).map((option) => (
        <Fragment key={option}>
          {mark(option)}
          {options[option]}
        </Fragment>
      ))}
      {mark("")}
    </>
  );
}

/** Text of the visitor's: itself for one visitor, a placeholder filled in per visitor in a template. */
export function usePersonalText(current: string, value: FromValues<string>): string {
  const slots = useTemplateSlots();
  return slots ? slots.text(value) : current;
}

/** The `handle` of a route whose page is rendered once per audience (visitors, the buyers of a price list) and filled in per visitor. */
export const SHARED_TEMPLATE = { sharedTemplate: true } as const;
