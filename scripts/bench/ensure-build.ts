/** Builds into BUILD_DIR when it holds no build yet (the bench, fuzz and fault scripts run the built server). */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR, ROOT } from "../../tests/http/support/built-server";

export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, BUILD_DIR, "server.js")) && existsSync(path.join(ROOT, BUILD_DIR, "index.js"))) return;
  console.log(`No build in ${BUILD_DIR}/: building…`);
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, BUILD_DIR } });
}
