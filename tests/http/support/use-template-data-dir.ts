import { inject } from "vitest";
import { TEMPLATE_DATA_DIR_ENV } from "./built-server";

// Each HTTP test file's worker learns where the global set-up (template-data-dir.ts) left the filled data directory.
const dir = inject("templateDataDir");
if (dir) process.env[TEMPLATE_DATA_DIR_ENV] = dir;
