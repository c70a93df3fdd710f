import { joinFullName } from "~/domain/auth/names";
import type { SessionUser } from "~/services/auth/types";

/** What every page knows of the signed-in buyer (it travels with the root data, so: little). */
export type LeanUser = { name: string | null; email: string; nameFirst: string; nameLast: string; needsName: boolean };

export function leanUser(user: SessionUser | null): LeanUser | null {
  if (!user) return null;
  const nameFirst = user.webUser.nameFirst?.trim() ?? "";
  const nameLast = user.webUser.nameLast?.trim() ?? "";
  const name = joinFullName(nameFirst, nameLast) || user.fullName?.trim() || null;
  return { name, email: user.email, nameFirst, nameLast, needsName: user.needsName };
}
