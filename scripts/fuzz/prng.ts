/** A seeded pseudo-random generator (mulberry32): the same seed gives the same fuzz cases, so runs compare. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(Math.ceil(length / 4) * 4);
    for (let i = 0; i < out.length; i += 4) out.writeUInt32LE(Math.floor(this.next() * 4294967296), i);
    return out.subarray(0, length);
  }
}
