/**
 * The option a key moves to in a list of `count` options, -1 being the text field itself: down from the last
 * option and up from the field wrap around through the field, as in the APG combobox examples.
 */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  const positions = count + 1;
  return ((((active + 1 + step) % positions) + positions) % positions) - 1;
}
