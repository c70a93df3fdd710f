import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addFavorite, favoritesSchema, MAX_FAVORITES, newestFirst, removeFavorite, type Favorite } from "./favorites";

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

describe("favorites (properties)", () => {
  const pn = fc.constantFrom("P1", "P2", "P3", "P4");
  const steps = fc.array(fc.tuple(fc.boolean(), pn), { maxLength: 30 });

  it("hold each part number once, the last added first, and undo an add with a remove", () => {
    fc.assert(
      fc.property(steps, pn, (ops, part) => {
        const list = ops.reduce<Favorite[]>((current, [adding, p], i) => (adding ? addFavorite(current, p, at(i)) : removeFavorite(current, p)).favorites, []);
        expect(favoritesSchema.safeParse(list).success).toBe(true);
        expect(newestFirst(list)).toEqual(list);
        const added = addFavorite(list, part, at(99));
        expect(addFavorite(added.favorites, part, at(100)).outcome).toBe("alreadyThere");
        if (added.outcome === "added") expect(removeFavorite(added.favorites, part).favorites).toEqual(list);
      }),
    );
  });
});
