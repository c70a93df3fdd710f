/**
 * Dialogs and slide-overs are opened by a search parameter, so the server renders them open and
 * closing is a plain link: they work without JavaScript and survive a reload.
 */
export function withSearchParam(location: { pathname: string; search: string }, name: string, value: string | null): string {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
