import type { LoginPlace } from "./login-urls";

/** Tells the login action where the form was (modal or page) and the page to return to. */
export function PlaceFields({ place }: { place: LoginPlace }) {
  return (
    <>
      <input type="hidden" name="place" value={place.kind} />
      {place.redirectTo ? <input type="hidden" name="redirectTo" value={place.redirectTo} /> : null}
    </>
  );
}
