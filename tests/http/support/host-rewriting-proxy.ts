import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export interface HostRewritingProxy {
  /** Where clients reach the proxy, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The server every request goes to from now on. */
  forwardTo(target: string): void;
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback as nginx's default `proxy_pass http://upstream` is: each request goes to the target
 * with `Host` rewritten to the target's and no `X-Forwarded-*` added; every other header, and the body, as sent.
 */
export async function startHostRewritingProxy(): Promise<HostRewritingProxy> {
  let target: URL | undefined;
  const server = createServer((req, res) => {
    if (!target) {
      res.writeHead(502).end();
      return;
    }
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (url) => void (target = new URL(url)),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
