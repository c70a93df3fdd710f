/** The quick order form (docs/quick-order.md), checked in the browser and by the action. */
import { z } from "zod";

/** The most text the box takes: 1,000 lines of a part number, a description and a quantity. */
export const QUICK_ORDER_MAX_CHARS = 200_000;
/** The largest CSV file read: the same 1,000 lines with room for more columns. */
export const QUICK_ORDER_MAX_FILE_BYTES = 400 * 1024;

const chosenFile = (file: unknown): boolean => typeof file === "object" && file !== null && "size" in file && typeof file.size === "number" && file.size > 0;

export const quickOrderSchema = z
  .object({
    lines: z.string().max(QUICK_ORDER_MAX_CHARS, "quickOrderTooLong").default(""),
    file: z.unknown().optional(),
    /** Sent by the browser's preview (JavaScript on): check and price the lines, add nothing. */
    intent: z.literal("preview").optional(),
    /** A closest part number chosen for the lines of one item: `<line>,<line>|<part number>`. */
    use: z
      .string()
      .max(6000)
      .regex(/^\d{1,4}(?:,\d{1,4})*\|[^|]{1,100}$/)
      .optional(),
  })
  .superRefine((form, ctx) => {
    if (form.lines.trim() === "" && !chosenFile(form.file)) ctx.addIssue({ code: "custom", path: ["lines"], message: "quickOrderEmpty" });
  });

export type QuickOrderForm = z.infer<typeof quickOrderSchema>;

/** Every message the box shows: the schema's and the action's refusals. */
export const QUICK_ORDER_MESSAGE_KEYS = [
  "quickOrderEmpty",
  "quickOrderTooLong",
  "quickOrderTooManyRows",
  "quickOrderUnreadableFile",
  "quickOrderFileTooLarge",
] as const;

/** A chosen closest part number read back: the lines of the box it replaces the part number of. */
export function readUse(use: string | undefined): { rows: number[]; pn: string } | null {
  const match = use ? /^([\d,]+)\|(.+)$/.exec(use) : null;
  return match ? { rows: match[1]!.split(",").map(Number), pn: match[2]! } : null;
}

/** The value of the button that chooses `pn` for these lines. */
export const choiceValue = (rows: readonly number[], pn: string) => `${rows.join(",")}|${pn}`;
