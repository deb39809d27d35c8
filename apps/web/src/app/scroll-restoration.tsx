import { useLayoutEffect } from "react";
import { ScrollRestoration } from "react-router";

/** Where the page was scrolled when the app mounted, read before React Router resets it. */
const atMount = { y: 0 };

function ReadScrollAtMount() {
  useLayoutEffect(() => {
    atMount.y = window.scrollY;
  }, []);
  return null;
}

function KeepScrollAtMount() {
  useLayoutEffect(() => {
    if (atMount.y > 0) window.scrollTo(0, atMount.y);
  }, []);
  return null;
}

/**
 * React Router's scroll restoration, except on the first render: the router scrolls a page it
 * mounts to the top, but a prerendered page (docs/decisions/0029) was on screen before the app
 * started and the visitor may have scrolled it already. Thrown back to the top, their next tap
 * lands on whatever is there now. Layout effects run in tree order, within one task, so the
 * reset between the two is never painted.
 */
export function AppScrollRestoration() {
  return (
    <>
      <ReadScrollAtMount />
      <ScrollRestoration />
      <KeepScrollAtMount />
    </>
  );
}
