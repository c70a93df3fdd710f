import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { getConfig } from "./app/config.server";

const config = getConfig();
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const buildPath = path.join(buildDir, "index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const lifecycle = build.entry.module as unknown as {
  warmUp(): Promise<void>;
  readiness(): Promise<{ ok: boolean; checks: Record<string, boolean> }>;
  shutdown(): Promise<void>;
};

const app = express();
app.disable("x-powered-by");
app.use(compression());

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});
app.get("/readyz", async (_req, res) => {
  const result = await lifecycle.readiness();
  res.status(result.ok ? 200 : 503).json(result);
});

app.use("/build", express.static(path.join(buildDir, "client"), { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

app.all(
  "*",
  createRequestHandler({
    build,
    mode: config.NODE_ENV,
    getLoadContext: () => ({ cspNonce: randomBytes(16).toString("base64") }),
  }),
);

await lifecycle.warmUp();
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(`VoltShop listening on http://${config.HOST}:${config.PORT}`);
});

process.on("SIGTERM", () => {
  server.close(() => void lifecycle.shutdown().then(() => process.exit(0)));
});
