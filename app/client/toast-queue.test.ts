import { describe, expect, it } from "vitest";
import { stackScale, TOAST_LIMIT, toastReducer, type ToastItem } from "./toast-queue";

const toast = (id: string) => ({ id, type: "success" as const, title: `t${id}` });

describe("toastReducer", () => {
  it("adds newest last and keeps at most 5", () => {
    let state: ToastItem[] = [];
    for (let i = 1; i <= 7; i++) state = toastReducer(state, { type: "add", toast: toast(String(i)) });
    expect(state).toHaveLength(TOAST_LIMIT);
    expect(state.map((t) => t.id)).toEqual(["3", "4", "5", "6", "7"]);
    expect(state.every((t) => t.open)).toBe(true);
  });
  it("ignores a toast it already holds", () => {
    const state = toastReducer([], { type: "add", toast: toast("1") });
    expect(toastReducer(state, { type: "add", toast: toast("1") })).toHaveLength(1);
  });
  it("marks a toast closed, then removes it", () => {
    let state = toastReducer(toastReducer([], { type: "add", toast: toast("1") }), { type: "add", toast: toast("2") });
    state = toastReducer(state, { type: "close", id: "1" });
    expect(state.map((t) => [t.id, t.open])).toEqual([
      ["1", false],
      ["2", true],
    ]);
    state = toastReducer(state, { type: "remove", id: "1" });
    expect(state.map((t) => t.id)).toEqual(["2"]);
  });
});

describe("stackScale", () => {
  it("shrinks older toasts by 0.05 per step", () => {
    expect([0, 1, 2].map((i) => stackScale(i, 3))).toEqual([0.9, 0.95, 1]);
  });
});
