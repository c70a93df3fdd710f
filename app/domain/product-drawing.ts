/**
 * Which drawing in public/images/products/ illustrates a product or a category, and in which colour.
 * The drawing follows the product's type (its category, refined by its operator: a mushroom head on a
 * push button) and, where the drawing has a painted part (a cap, a lens, a duct), the product's
 * `color` attribute. Whatever is not known gets the neutral drawing: a wrong colour misleads a buyer,
 * a grey one does not.
 */

/** The painted roles of a drawing: the part's body, its highlight, and strokes drawn in the colour. */
export type Paint = { fill: string; light: string; ink: string };

/** The unpainted look: what a category, an uncoloured product or an unknown colour shows. */
export const NEUTRAL_PAINT: Paint = { fill: "#cbd5e1", light: "#f1f5f9", ink: "#94a3b8" };

export const DRAWING_COLOURS = {
  red: { fill: "#dc2626", light: "#fecaca", ink: "#dc2626" },
  black: { fill: "#1f2937", light: "#6b7280", ink: "#1f2937" },
  white: { fill: "#ffffff", light: "#e2e8f0", ink: "#94a3b8" },
  blue: { fill: "#2563eb", light: "#bfdbfe", ink: "#2563eb" },
  green: { fill: "#16a34a", light: "#bbf7d0", ink: "#16a34a" },
  yellow: { fill: "#facc15", light: "#fef9c3", ink: "#ca8a04" },
  amber: { fill: "#f59e0b", light: "#fde68a", ink: "#d97706" },
  orange: { fill: "#ea580c", light: "#fed7aa", ink: "#ea580c" },
  gray: { fill: "#6b7280", light: "#d1d5db", ink: "#6b7280" },
  /** A protective-earth terminal: green with yellow. */
  "green-yellow": { fill: "#16a34a", light: "#facc15", ink: "#16a34a" },
} as const satisfies Record<string, Paint>;

export type DrawingColour = keyof typeof DRAWING_COLOURS;

/** The catalogue's colour names (English values of the `color` attribute), lower-cased. */
const colourByName: Record<string, DrawingColour> = {
  red: "red",
  black: "black",
  white: "white",
  blue: "blue",
  green: "green",
  yellow: "yellow",
  amber: "amber",
  orange: "orange",
  gray: "gray",
  grey: "gray",
  "ground green/yellow": "green-yellow",
  "green/yellow": "green-yellow",
};

export function drawingColour(name: string | undefined): DrawingColour | null {
  return colourByName[name?.trim().toLowerCase() ?? ""] ?? null;
}

/** The catalogue's `family` is too coarse (five values) to tell a contactor from a timer at a glance. */
export const drawingByCategory: Record<string, string> = {
  "push-buttons": "push-button",
  "pilot-lights": "pilot-light",
  "control-stations": "control-station",
  "contactors-relays": "contactor",
  "circuit-protection": "miniature-breaker",
  "terminal-blocks": "terminal-block",
  "enclosures-accessories": "enclosure",
  wiring: "wire-duct",
  "22mm-nema-push-buttons": "push-button",
  "22mm-iec-push-buttons": "push-button",
  "30mm-push-buttons": "push-button",
  "22mm-selector-switches": "selector-switch",
  "30mm-selector-switches": "selector-switch",
  "22mm-emergency-stops": "emergency-stop",
  "30mm-emergency-stops": "emergency-stop",
  "13mm-pilot-lights": "pilot-light",
  "22mm-pilot-lights": "pilot-light",
  "30mm-pilot-lights": "pilot-light",
  "world-tower-lights": "tower-light",
  "contactors-control-relays": "contactor",
  "definite-purpose-contactors": "contactor",
  "overload-relays": "overload-relay",
  "direct-on-line-starters": "motor-starter",
  "general-purpose-relays": "relay",
  "electronic-timing-relays": "timing-relay",
  "motor-protection-circuit-breakers": "motor-protection-breaker",
  "miniature-circuit-breakers": "miniature-breaker",
  "disconnect-switches": "disconnect-switch",
  "cam-switches": "cam-switch",
  "nema-terminal-blocks": "terminal-block",
  "iec-terminal-blocks": "terminal-block",
  enclosures: "enclosure",
  "wire-duct": "wire-duct",
  "legend-plates": "legend-plate",
};

/** Drawing for a category the table does not know yet: the one of its family's first category. */
const drawingByFamily: Record<string, string> = {
  operators: "push-button",
  control: "contactor",
  protection: "miniature-breaker",
  wiring: "terminal-block",
  enclosures: "enclosure",
};

/** The neutral drawing: an unknown type, or an accessory (contact block, guard ring, socket). */
export const GENERIC_DRAWING = "component";

/** A push button with a mushroom head is drawn as one, in its own colour. */
const MUSHROOM_DRAWING = "emergency-stop";

/** Drawings with a painted part, so they follow the product's colour. */
export const PAINTED_DRAWINGS: ReadonlySet<string> = new Set([
  "push-button",
  "emergency-stop",
  "pilot-light",
  "selector-switch",
  "legend-plate",
  "wire-duct",
  "terminal-block",
]);

/** The drawings are square, viewBox 0 0 120 120. */
export const DRAWING_SIZE = 120;

export type Drawing = { name: string; colour: DrawingColour | null };

export function categoryDrawing(categorySlug: string, family: string): Drawing {
  return { name: drawingByCategory[categorySlug] ?? drawingByFamily[family] ?? GENERIC_DRAWING, colour: null };
}

export type ProductDrawingInput = {
  /** The product's category (en slug) and that category's family. */
  category: string;
  family: string;
  /** English values of the `color` and `operator` attributes. */
  color?: string;
  operator?: string;
  /** An accessory of other products: drawn neutral, not as the product it fits. */
  accessory: boolean;
};

export function productDrawing({ category, family, color, operator, accessory }: ProductDrawingInput): Drawing {
  if (accessory) return { name: GENERIC_DRAWING, colour: null };
  const byCategory = categoryDrawing(category, family).name;
  const name = byCategory === "push-button" && operator?.toLowerCase() === "mushroom" ? MUSHROOM_DRAWING : byCategory;
  return { name, colour: PAINTED_DRAWINGS.has(name) ? drawingColour(color) : null };
}

/** Neutral drawings are the files in public/images/products/; painted ones are generated beside them. */
export function drawingSrc({ name, colour }: Drawing): string {
  return colour === null ? `/images/products/${name}.svg` : `/images/products/painted/${name}-${colour}.svg`;
}

/**
 * A painted part of a drawing carries its role next to its colour, `fill="#cbd5e1" data-paint="fill"`,
 * so painting swaps colours by role, never by guessing which grey is the cap's.
 */
const PAINTED_ATTRIBUTE = /(fill|stroke)="#[0-9a-f]{6}" data-paint="(fill|light|ink)"/g;

/** The neutral drawing `svg` in `colour`; throws when it has nothing to paint. */
export function paintDrawing(svg: string, colour: DrawingColour): string {
  const paint: Paint = DRAWING_COLOURS[colour];
  if (!svg.match(PAINTED_ATTRIBUTE)) throw new Error("The drawing has no painted part (data-paint)");
  return svg.replace(PAINTED_ATTRIBUTE, (_, attribute: string, role: keyof Paint) => `${attribute}="${paint[role]}" data-paint="${role}"`);
}
