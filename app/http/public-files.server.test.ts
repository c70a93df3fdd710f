import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { describe, expect, it } from "vitest";
import { publicFilesOnly } from "./public-files.server";

describe("publicFilesOnly", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"));
  writeFileSync(path.join(dir, "favicon.ico"), "");
  mkdirSync(path.join(dir, "images"));

  function route(urlPath: string): "served" | "next" {
    let outcome: "served" | "next" | undefined;
    const serve: RequestHandler = () => (outcome = "served");
    publicFilesOnly(dir, serve)({ path: urlPath } as Request, {} as Response, (() => (outcome = "next")) as NextFunction);
    return outcome!;
  }

  it("hands paths under the folder's entries to the file handler, and every other path on", () => {
    expect(route("/favicon.ico")).toBe("served");
    expect(route("/images/products/relay.svg")).toBe("served");
    expect(route("/images")).toBe("served");
    expect(route("/")).toBe("next");
    expect(route("/es/categoria/pulsadores")).toBe("next");
    expect(route("/favicon.ico.bak")).toBe("next");
    expect(route("/cart")).toBe("next");
  });
});
