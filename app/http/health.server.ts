import { Router } from "express";
import { CACHE } from "./cache-policy";

export interface Readiness {
  readiness(): Promise<{ ok: boolean; checks: Record<string, boolean> }>;
}

/**
 * `/healthz`: the process answers. `/readyz`: the database and content answer and the server is not
 * draining (load balancers stop sending traffic as soon as shutdown begins).
 */
export function healthRoutes(lifecycle: Readiness, isDraining: () => boolean): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", CACHE.noStore).json({ ok: true });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", CACHE.noStore);
    if (isDraining()) {
      res.status(503).json({ ok: false, draining: true });
      return;
    }
    const result = await lifecycle.readiness().catch(() => ({ ok: false, checks: {} }));
    res.status(result.ok ? 200 : 503).json(result);
  });
  return router;
}
