const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, as its serials count after 1 March 1900. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** An Excel date serial as YYYY-MM-DD (the time of day, if any, dropped). */
export function serialToIsoDate(serial: number): string {
  return new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as an Excel date serial, for the date cells a workbook writes. */
export function isoDateToSerial(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH) / DAY_MS;
}
