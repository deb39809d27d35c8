import Decimal from "decimal.js";

/**
 * The one decimal type of the calculators: 34 significant digits (IEEE 754 decimal128), so
 * interest divided by 365 and summed over decades keeps every cent; half-up rounding, as money
 * is rounded in Italy ("arrotondamento commerciale"). Never a binary float.
 */
export const Dec = Decimal.clone({
  precision: 34,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
  // Beyond 10^±100 a figure is no amount, rate or index: it overflows to an error, never a slow giant.
  maxE: 100,
  minE: -100,
});
export type Dec = Decimal;

/** Rounds half-up to `places` decimals (0 to 10): `round(x, 2)` is money to the cent. */
export function roundHalfUp(value: Dec, places: number): Dec {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}
