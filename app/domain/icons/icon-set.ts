/**
 * The shop's own icons, as data: the one source of their shapes for the React components
 * (app/components/layout/icons.tsx) and for the icons call (Iconify JSON). Outline icons on a 24 × 24
 * grid, drawn in the text colour.
 */

/** The set's name in the icons call (`/api/_nuxt_icon/voltshop.json`). */
export const ICON_SET_PREFIX = "voltshop";
export const ICON_SIZE = 24;

/** How every icon is drawn, as SVG attributes in the order the components write them. */
export const ICON_PRESENTATION = [
  ["fill", "none"],
  ["stroke", "currentColor"],
  ["stroke-width", "1.8"],
  ["stroke-linecap", "round"],
  ["stroke-linejoin", "round"],
] as const;

/** One element of an icon: its tag and attributes, in drawing order. */
export type IconElement = readonly [tag: "path" | "circle" | "rect", attributes: Readonly<Record<string, string>>];

const path = (d: string): IconElement => ["path", { d }];
const circle = (cx: string, cy: string, r: string): IconElement => ["circle", { cx, cy, r }];
const rect = (x: string, y: string, width: string, height: string, rx: string): IconElement => ["rect", { x, y, width, height, rx }];

export const ICON_SHAPES = {
  phone: [path("M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2")],
  mail: [rect("3", "5", "18", "14", "2"), path("m3 7 9 6 9-6")],
  user: [circle("12", "8", "4"), path("M4 21a8 8 0 0 1 16 0")],
  cart: [circle("9", "20", "1.5"), circle("18", "20", "1.5"), path("M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6")],
  search: [circle("11", "11", "7"), path("m20 20-3.5-3.5")],
  menu: [path("M4 6h16M4 12h16M4 18h16")],
  chevron: [path("m6 9 6 6 6-6")],
  globe: [circle("12", "12", "9"), path("M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18")],
  truck: [path("M3 6h11v10H3zM14 9h4l3 3v4h-7"), circle("7", "17.5", "1.5"), circle("17", "17.5", "1.5")],
  shield: [path("M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z"), path("m9 12 2 2 4-4")],
  headset: [path("M4 14v-2a8 8 0 0 1 16 0v2"), rect("3", "14", "4", "6", "1"), rect("17", "14", "4", "6", "1")],
  invoice: [path("M6 3h12v18l-3-2-3 2-3-2-3 2z"), path("M9 8h6M9 12h6")],
  close: [path("M6 6l12 12M18 6 6 18")],
  heart: [path("M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z")],
} as const satisfies Record<string, readonly IconElement[]>;

export type IconName = keyof typeof ICON_SHAPES;

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICON_SHAPES, name);
