/**
 * Money in integer cents. Catalogue values arrive as dollars (numbers like 15.05 or numeric
 * strings like "12.40"); they are converted by parsing their decimal text, never by float
 * multiplication, and every percentage is applied with bigint arithmetic so results round half
 * away from zero exactly (56.20 × 4.95 % = 2.78, not a float artefact).
 */

/** An exact decimal: value = units / 10^scale. */
export type Decimal = { units: bigint; scale: number };

/** Languages money is shown in; the same literals as the app's `Lang`. */
export type MoneyLang = "en" | "es";

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are not money; refusing them keeps the bigint maths bounded. */
const MAX_EXPONENT = 30;

/** Reads a decimal number exactly from its text (a number is read from its shortest text form). */
export function parseDecimal(value: number | string): Decimal {
  if (typeof value === "number" && !Number.isFinite(value)) throw notADecimal(value);
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  const exponent = Number(match?.[4] ?? "0");
  if (!match || whole + fraction === "" || Math.abs(exponent) > MAX_EXPONENT) throw notADecimal(value);
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: match[1] === "-" ? -units : units, scale };
}

function notADecimal(value: unknown): RangeError {
  return new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
}

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * n + d) / (2n * d));
}

function toSafeNumber(cents: bigint): number {
  const result = Number(cents);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${cents} cents`);
  return result;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** Cents for a dollar amount (15.05, "12.40", "5"), rounded half away from zero to the cent. */
export function toCents(dollars: number | string): number {
  const { units, scale } = parseDecimal(dollars);
  return toSafeNumber(roundHalfAwayFromZero(units * 100n, 10n ** BigInt(scale)));
}

/** Like `toCents`, but null/undefined stay null (optional catalogue amounts such as thresholds). */
export function toCentsOrNull(dollars: number | string | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : toCents(dollars);
}

/** round(cents × percent / 100): tariffs, surcharges, tax. */
export function percentOf(cents: number, percent: number | string): number {
  assertCents(cents);
  const { units, scale } = parseDecimal(percent);
  return toSafeNumber(roundHalfAwayFromZero(BigInt(cents) * units, 100n * 10n ** BigInt(scale)));
}

/** round(cents × (1 − percentOff / 100)): a percentage discount off a price. */
export function discounted(cents: number, percentOff: number | string): number {
  assertCents(cents);
  const { units, scale } = parseDecimal(percentOff);
  const whole = 100n * 10n ** BigInt(scale);
  return toSafeNumber(roundHalfAwayFromZero(BigInt(cents) * (whole - units), whole));
}

/** A double keeps any decimal of up to 15 significant digits: amounts in dollars are exact below this. */
const MAX_EXACT_DOLLAR_CENTS = 10 ** 15;

/**
 * Dollars as a JSON number for an amount in cents (6252 → 62.52). Division by 100 is correctly rounded, so the
 * result is the double nearest the two-decimal amount, which prints as exactly those digits up to 15 of them.
 */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  if (Math.abs(cents) >= MAX_EXACT_DOLLAR_CENTS) throw new RangeError(`Too large to show exactly in dollars: ${cents} cents`);
  return cents / 100;
}

/** The sign, whole dollars and two-digit cents of an amount, for the formatters below. */
function amountParts(cents: number): { sign: string; dollars: number; rest: string } {
  assertCents(cents);
  const absolute = Math.abs(cents);
  return { sign: cents < 0 ? "-" : "", dollars: Math.floor(absolute / 100), rest: String(absolute % 100).padStart(2, "0") };
}

/** An amount for machines (CSV cells): `1234.50`, `-5.00`; a `.` decimal and no currency or thousands separators in any language. */
export function formatPlainAmount(cents: number): string {
  const { sign, dollars, rest } = amountParts(cents);
  return `${sign}${dollars}.${rest}`;
}

/** en `$1,234.50`, es `US$1,234.50`; negatives as `-$5.00`. */
export function formatMoney(cents: number, lang: MoneyLang): string {
  const { sign, dollars, rest } = amountParts(cents);
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${lang === "es" ? "US$" : "$"}${grouped}.${rest}`;
}
