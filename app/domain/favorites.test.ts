import { describe, expect, it } from "vitest";
import { addFavorite, favoritesSchema, MAX_FAVORITES, newestFirst, removeFavorite } from "./favorites";

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

describe("favorites", () => {
  it("adds in front, keeps a part number that is already there where it is", () => {
    const list = [{ pn: "P1", createdAt: at(1) }];
    expect(addFavorite(list, "P2", at(2))).toEqual({ outcome: "added", favorites: [{ pn: "P2", createdAt: at(2) }, ...list] });
    expect(addFavorite(list, "P1", at(2))).toEqual({ outcome: "alreadyThere", favorites: list });
  });

  it(`refuses a ${MAX_FAVORITES + 1}th part number`, () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => ({ pn: `P${i}`, createdAt: at(0) }));
    expect(addFavorite(full, "NEW", at(1))).toEqual({ outcome: "full", favorites: full });
    expect(addFavorite(full.slice(1), "NEW", at(1)).outcome).toBe("added");
  });

  it("removes, saying whether it was there", () => {
    const list = [
      { pn: "P1", createdAt: at(1) },
      { pn: "P2", createdAt: at(2) },
    ];
    expect(removeFavorite(list, "P1")).toEqual({ removed: true, favorites: [list[1]] });
    expect(removeFavorite(list, "P3")).toEqual({ removed: false, favorites: list });
  });

  it("orders newest first, equal times in their order", () => {
    const list = [
      { pn: "A", createdAt: at(1) },
      { pn: "B", createdAt: at(3) },
      { pn: "C", createdAt: at(1) },
    ];
    expect(newestFirst(list).map((f) => f.pn)).toEqual(["B", "A", "C"]);
  });

  it("validates the stored shape", () => {
    expect(favoritesSchema.parse([{ pn: " P1 ", createdAt: at(1) }])).toEqual([{ pn: "P1", createdAt: at(1) }]);
    for (const bad of [
      {},
      [{ pn: "P1" }],
      [{ pn: "", createdAt: at(1) }],
      [
        { pn: "P1", createdAt: at(1) },
        { pn: "P1", createdAt: at(2) },
      ],
    ]) {
      expect(favoritesSchema.safeParse(bad).success).toBe(false);
    }
  });
});
