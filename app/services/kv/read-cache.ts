import type { JsonValue } from "./types";

/** A value as read, with the time it expires (null: never). */
export type ReadEntry = { value: JsonValue | null; expiresAtMs: number | null };

type Ticket = { dirty: boolean };

/**
 * The values a store's reads found, kept in memory for the next reads of the same keys, for a store
 * that this process alone writes (the embedded database): every write goes through `write`, which
 * forgets its key. A read of a key that a write touched while the read was under way is not kept: it
 * may have found the value from before the write. At most `maxEntries` keys, the ones read last.
 */
export class ReadCache {
  private readonly entries = new Map<string, ReadEntry>();
  private readonly reading = new Map<string, Set<Ticket>>();
  private readonly writing = new Map<string, number>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept value (null: kept as absent), or undefined when the key must be read from the store. */
  get(key: string): JsonValue | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAtMs !== null && entry.expiresAtMs <= this.now()) return undefined;
    this.entries.set(key, entry);
    // A copy: the caller may change what it was given, which must not change what is kept.
    return structuredClone(entry.value);
  }

  /** Reads `key` from the store through `read`, and keeps what it found when no write of the key overlapped. */
  async read(key: string, read: () => Promise<ReadEntry>): Promise<JsonValue | null> {
    const ticket: Ticket = { dirty: this.writing.has(key) };
    let tickets = this.reading.get(key);
    if (!tickets) this.reading.set(key, (tickets = new Set()));
    tickets.add(ticket);
    try {
      const entry = await read();
      if (!ticket.dirty) this.keep(key, { ...entry, value: structuredClone(entry.value) });
      return entry.value;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0 && this.reading.get(key) === tickets) this.reading.delete(key);
    }
  }

  /** Runs a write of `key`: the key is forgotten before and after it, and no read of it under way is kept. */
  async write<T>(key: string, write: () => Promise<T>): Promise<T> {
    this.writing.set(key, (this.writing.get(key) ?? 0) + 1);
    for (const ticket of this.reading.get(key) ?? []) ticket.dirty = true;
    this.entries.delete(key);
    try {
      return await write();
    } finally {
      this.entries.delete(key);
      const left = this.writing.get(key)! - 1;
      if (left > 0) this.writing.set(key, left);
      else this.writing.delete(key);
    }
  }

  private keep(key: string, entry: ReadEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
