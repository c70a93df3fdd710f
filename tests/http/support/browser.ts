/**
 * A browser without JavaScript for HTTP tests: a cookie jar, GETs and same-origin form posts that do
 * not follow redirects (tests look at each 303).
 */
export class NoJsBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    /** Sent as Origin on posts (the site itself unless a test forges another). */
    readonly origin = base,
    /** Sent with every request (e.g. the X-Forwarded-Host of a proxy in front). */
    readonly headers: Record<string, string> = {},
  ) {}

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.base + path, { redirect: "manual", headers: { ...this.headers, Cookie: this.cookieHeader(), ...headers } });
    this.remember(res);
    return res;
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(this.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers, Cookie: this.cookieHeader(), Origin: this.origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    this.remember(res);
    return res;
  }

  /** A POST without any body nor Content-Type (`curl -X POST`). */
  async postWithoutBody(path: string): Promise<Response> {
    const res = await fetch(this.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers, Cookie: this.cookieHeader(), Origin: this.origin },
    });
    this.remember(res);
    return res;
  }

  /** A form post with files (`multipart/form-data`, the boundary set by fetch). */
  async postMultipart(path: string, form: FormData): Promise<Response> {
    const res = await fetch(this.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers, Cookie: this.cookieHeader(), Origin: this.origin },
      body: form,
    });
    this.remember(res);
    return res;
  }

  /** A copy with the same cookies (the same browser at an earlier moment). */
  clone(): NoJsBrowser {
    const copy = new NoJsBrowser(this.base, this.origin, this.headers);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
}
