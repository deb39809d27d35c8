import { Zip } from "fflate";

/**
 * A zip written as it goes: files are added to `zip`, and `take` hands over the bytes deflated
 * since the last call (throwing the zip's error, if it had one), for a stream to yield.
 */
export function zipOutput() {
  const out: Uint8Array[] = [];
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipError = error;
    else out.push(chunk);
  });
  const take = () => {
    if (zipError) throw zipError;
    return Buffer.concat(out.splice(0));
  };
  return { zip, take };
}
