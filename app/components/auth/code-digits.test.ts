import { describe, expect, it } from "vitest";
import { emptyDigits, fillDigits } from "./code-digits";

describe("fillDigits", () => {
  it("types one digit and moves on", () => {
    expect(fillDigits(emptyDigits(), 0, "4")).toEqual({ digits: ["4", "", "", "", "", ""], focus: 1 });
    expect(fillDigits(["1", "2", "3", "4", "5", ""], 5, "6")).toEqual({ digits: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("fills every box from a whole pasted code, wherever it is pasted", () => {
    expect(fillDigits(emptyDigits(), 3, "123456").digits).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(fillDigits(emptyDigits(), 0, " 123-456 ")).toEqual({ digits: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("spreads a partial paste from the box, dropping what does not fit", () => {
    expect(fillDigits(emptyDigits(), 4, "789").digits).toEqual(["", "", "", "", "7", "8"]);
  });

  it("ignores letters and clears the box when nothing numeric is left", () => {
    expect(fillDigits(["1", "2", "", "", "", ""], 1, "x")).toEqual({ digits: ["1", "", "", "", "", ""], focus: 1 });
  });
});
