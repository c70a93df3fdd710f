/**
 * Which drawing in public/images/products/ illustrates each category (and so each of its products).
 * The catalogue's `family` is too coarse (five values) to tell a contactor from a timer at a glance.
 */
export const illustrationByCategory: Record<string, string> = {
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
const illustrationByFamily: Record<string, string> = {
  operators: "push-button",
  control: "contactor",
  protection: "miniature-breaker",
  wiring: "terminal-block",
  enclosures: "enclosure",
};

export const GENERIC_ILLUSTRATION = "component";

/** The drawings are square, viewBox 0 0 120 120. */
export const ILLUSTRATION_SIZE = 120;

export function illustrationFor(categorySlug: string, family: string): string {
  return illustrationByCategory[categorySlug] ?? illustrationByFamily[family] ?? GENERIC_ILLUSTRATION;
}

export function illustrationSrc(name: string): string {
  return `/images/products/${name}.svg`;
}
