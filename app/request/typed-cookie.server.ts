import type { z } from "zod";
import { carriesCookie, cookieOf, COOKIES, type ValueCookieKind } from "./cookies.server";

/** One signed cookie holding one value of a known shape; its name, flags, lifetime and secrets come from COOKIES. */
export type TypedCookie<T> = {
  /** Whether the request carries the cookie at all, valid or not. */
  carried(request: Request): boolean;
  /** Its value; null without the cookie, or with a bad signature or a value of the wrong shape. */
  read(request: Request): Promise<T | null>;
  /** The Set-Cookie that keeps `value` for the cookie's whole lifetime, or for `maxAgeS` seconds. */
  serialize(value: T, lifetime?: { maxAgeS: number }): Promise<string>;
  /** The Set-Cookie that removes it. */
  expire(): Promise<string>;
};

/** The typed cookie of `kind`, checked against `schema` on every read. */
export function typedCookie<Schema extends z.ZodTypeAny>(kind: ValueCookieKind, schema: Schema): TypedCookie<z.output<Schema>> {
  const { name } = COOKIES[kind];
  const carried = (request: Request) => carriesCookie(request, name);
  return {
    carried,
    async read(request) {
      if (!carried(request)) return null;
      const value: unknown = await (await cookieOf(kind)).parse(request.headers.get("Cookie"));
      // Remix hands back an empty value as "" without checking any signature: never one we wrote.
      const parsed = value === "" ? null : schema.safeParse(value);
      return parsed?.success ? (parsed.data as z.output<Schema>) : null;
    },
    async serialize(value, lifetime) {
      return (await cookieOf(kind)).serialize(value, lifetime && { maxAge: lifetime.maxAgeS });
    },
    async expire() {
      return (await cookieOf(kind)).serialize("", { maxAge: 0, expires: new Date(0) });
    },
  };
}
