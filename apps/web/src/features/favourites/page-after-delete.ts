/**
 * The page to show after deleting one favourite. Spec §4: when fewer items than the page size
 * remain, the list reloads from page 1 (they all fit there). Otherwise the customer stays on
 * their page, or on the new last page when theirs has emptied.
 */
export function pageAfterDelete(page: number, countBefore: number, pageSize: number): number {
  const remaining = Math.max(0, countBefore - 1);
  if (remaining < pageSize) return 1;
  const lastPage = Math.ceil(remaining / pageSize);
  return Math.min(page, lastPage);
}
