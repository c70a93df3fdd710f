import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config.server";

/**
 * Secrets the embedded mode needs. Configured ones win (comma lists: the first signs, all verify);
 * otherwise one is generated on first use and kept in `<DATA_DIR>/secrets.json` (mode 0600), so a
 * fresh install runs at once and sessions survive restarts.
 */
export type AuthSecrets = { session: string[]; jwt: string[]; code: string[] };

type Stored = { session?: string; jwt?: string; code?: string };

async function readStored(file: string): Promise<Stored> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

export async function loadSecrets(dataDir: string, configured: { session: string[]; jwt: string[]; code: string[] }): Promise<AuthSecrets> {
  const file = path.join(dataDir, "secrets.json");
  const stored = await readStored(file);
  let changed = false;
  const pick = (name: keyof Stored, given: string[]): string[] => {
    if (given.length > 0) return given;
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    return [stored[name]!];
  };
  const secrets = { session: pick("session", configured.session), jwt: pick("jwt", configured.jwt), code: pick("code", configured.code) };
  if (changed) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return secrets;
}

let current: Promise<AuthSecrets> | undefined;

/** The process's secrets, read (or created) once. */
export function getSecrets(): Promise<AuthSecrets> {
  const config = getConfig();
  current ??= loadSecrets(config.dataDir, { session: config.SESSION_SECRET, jwt: config.AUTH_JWT_SECRET, code: config.AUTH_CODE_SECRET });
  current.catch(() => (current = undefined));
  return current;
}
