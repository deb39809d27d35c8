import { useState } from "react";

/**
 * The last non-null value: a dialog keeps showing its agreement while it fades out, instead of
 * going blank the moment it is asked to close.
 */
export function useRetained<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}
