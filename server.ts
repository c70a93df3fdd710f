import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { getConfig } from "./app/config.server";
import type * as Lifecycle from "./app/services/lifecycle.server";
import { bodyLimit } from "./app/http/body-limit.server";
import { crossSiteWriteGuard } from "./app/http/cross-site.server";
import { busyAnswer, edgeErrorResponder } from "./app/http/edge-error.server";
import { installGracefulShutdown } from "./app/http/graceful-shutdown.server";
import { healthRoutes } from "./app/http/health.server";
import { ALLOWED_METHODS, malformedRequestGuard } from "./app/http/malformed-request.server";
import { serveOpsSocket } from "./app/http/ops-socket.server";
import { createPageCache } from "./app/http/page-cache.server";
import { precompressedAssets } from "./app/http/precompressed-assets.server";
import { publicFilesOnly } from "./app/http/public-files.server";
import { punchOutFrameMiddleware, type FrameAncestors } from "./app/http/punchout-frame.server";
import { punchOutRateLimit } from "./app/http/punchout-limit.server";
import type { RateLimitResult } from "./app/http/rate-limit.server";
import { remixHandler, type SharedTemplates } from "./app/http/remix-handler.server";
import { PageTemplates } from "./app/render/page-templates.server";
import { RenderGate } from "./app/http/render-gate.server";
import { requestLogMiddleware } from "./app/http/request-log.server";
import { requestIdMiddleware } from "./app/http/request-id.server";
import { metricsRoute, requestMetricsMiddleware } from "./app/http/metrics.server";
import { routeLabeler } from "./app/http/route-label.server";
import { originForm } from "./app/http/forwarded.server";
import { log } from "./app/services/observability/log.server";
import { metrics } from "./app/services/observability/metrics.server";
import { processTurnBudget } from "./app/services/scheduling/turn-budget.server";
import { securityHeadersMiddleware } from "./app/http/security-headers.server";
import { CACHE } from "./app/http/cache-policy";

/** In-flight requests get this long after SIGTERM before the process gives up on them. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = getConfig();
log.level = config.LOG_LEVEL;
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const build = (await import(pathToFileURL(path.join(buildDir, "index.js")).href)) as ServerBuild;
// entry.server re-exports the lifecycle hooks; they run inside the build's module instances.
const lifecycle = build.entry.module as unknown as typeof Lifecycle & {
  resolvePersonal: SharedTemplates["resolvePersonal"];
  punchOutFrameAncestors: FrameAncestors;
  hitPunchOutLimit: (ip: string) => Promise<RateLimitResult>;
};

const handle = createRequestHandler(build, config.NODE_ENV);
const pageCache = config.PAGE_CACHE_MB > 0 ? createPageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 }) : null;
// Catalogue pages rendered once per audience (visitors, the buyers of each price list), for as long as their content is cached.
const templates =
  config.PAGE_CACHE_MB > 0 ? new PageTemplates({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, ttlMs: config.CONTENT_TTL_SECONDS * 1000 }) : null;
const purgePages = () => {
  pageCache?.purge();
  templates?.purge();
};
const loadContext = (req: express.Request, nonce: string) => ({
  cspNonce: nonce,
  clientIp: req.ip ?? "unknown",
  purgePages,
  templates: templates ?? undefined,
});
const publicOrigin = new URL(config.publicUrl).origin;
const refuse = edgeErrorResponder({ handle, loadContext, publicOrigin });
const renderGate = new RenderGate({
  maxConcurrent: config.maxConcurrentRenders,
  queueLimit: config.RENDER_QUEUE_LIMIT,
  queueTimeoutMs: config.RENDER_QUEUE_TIMEOUT_MS,
});
/** A shed request may come back once the queue has had time to empty. */
const retryAfterSeconds = Math.max(1, Math.ceil(config.RENDER_QUEUE_TIMEOUT_MS / 1000));
const shed = (req: express.Request, res: express.Response) => {
  metrics().shed.inc();
  const busy = busyAnswer(req.path, retryAfterSeconds, publicOrigin);
  res.status(503).set(busy.headers).type(busy.type).send(busy.body);
};

const app = express();
const server = createServer(app);
const turns = processTurnBudget();
server.on("connection", () => turns.accepted());
let opsServer: ReturnType<typeof createServer> | null = null;
const drain = installGracefulShutdown(server, {
  onClose: async () => {
    opsServer?.close();
    await lifecycle.shutdown();
  },
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  idleGraceMs: config.SHUTDOWN_IDLE_GRACE_MS,
});

app.disable("x-powered-by");
// req.ip is the socket's address unless TRUST_PROXY names the proxies whose X-Forwarded-For counts.
app.set("trust proxy", config.TRUST_PROXY);
// The path as requested: a mounted middleware (/build) strips its prefix from req.path while it runs.
const label = routeLabeler(build.routes);
const routeOf = (req: express.Request) => label(originForm(req.originalUrl).split("?", 1)[0]!);
app.use(requestIdMiddleware());
app.use(requestMetricsMiddleware(routeOf));
if (config.LOG_REQUESTS) app.use(requestLogMiddleware(log, routeOf));
app.use(drain.middleware);
app.use(healthRoutes(lifecycle, () => drain.draining));
app.use(metricsRoute(config.METRICS_TOKEN));
app.use(securityHeadersMiddleware(config));
app.use(punchOutFrameMiddleware(lifecycle.punchOutFrameAncestors));
app.use(compression());
app.use(malformedRequestGuard(refuse));
app.use(crossSiteWriteGuard([publicOrigin], refuse));
app.use(punchOutRateLimit(lifecycle.hitPunchOutLimit, refuse));

// Fingerprinted assets never change; a missing one is a plain 404, not a rendered page.
const cachedAs = (policy: string) => ({ cacheControl: false, setHeaders: (res: express.Response) => res.setHeader("Cache-Control", policy) });
const immutable = cachedAs(CACHE.immutableAsset);
app.use("/build", precompressedAssets(path.join(buildDir, "client"), immutable.setHeaders));
app.use("/build", express.static(path.join(buildDir, "client"), { ...immutable, fallthrough: false }));
app.use(publicFilesOnly("public", express.static("public", cachedAs(CACHE.publicFile))));

app.use(bodyLimit((req, res) => refuse(req, res, 413)));
const shared = templates ? { templates, resolvePersonal: lifecycle.resolvePersonal } : undefined;
app.use(remixHandler({ handle, pageCache, loadContext, renderLimit: { gate: renderGate, shed, turns }, refuse, shared }));

// Node drops a CONNECT's socket unless someone listens; the shop is no proxy, and says so.
server.on("connect", (_req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

await lifecycle.warmUp().catch((error: Error) => {
  // Another process holds the embedded DATA_DIR: its message says which and what to do; a stack trace would not.
  if (error.name !== "DataDirInUseError") throw error;
  log.fatal(error.message);
  process.exit(1);
});
await lifecycle.followOtherServers(purgePages);
const ops = lifecycle.opsChannel();
if (ops) opsServer = await serveOpsSocket(ops.socketPath, ops.backup);
server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  log.info(`VoltShop listening on http://${config.HOST}:${port}`);
});
