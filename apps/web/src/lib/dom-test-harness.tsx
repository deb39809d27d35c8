import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import axe from "axe-core";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { theme } from "../app/theme";
import { ensureAreaTexts, initI18nForRender } from "./i18n";

/**
 * Draws a screen in jsdom, as the user meets it (the Italian texts, Mantine, a query client), and
 * reads and works it by what the user sees: a field by its label, a button by its name. For the
 * tests of components whose steps and messages matter (`// @vitest-environment jsdom`).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function stubBrowser(): void {
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // Mantine's autosized Textarea listens for web fonts loading; jsdom has no FontFaceSet.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
}

export async function renderScreen(ui: ReactNode): Promise<{ unmount: () => void }> {
  stubBrowser();
  await initI18nForRender();
  await ensureAreaTexts();
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MantineProvider>,
    );
  });
  await settle();
  return {
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets promises, effects and renders run until the screen is still. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The field a visible label names (the label's text, without Mantine's required asterisk). */
export function field(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll("label")].find(
    (element) => text(element).replace(/\s*\*$/, "") === label,
  );
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled «${label}»`);
  return input;
}

export function button(name: string): HTMLButtonElement | HTMLAnchorElement {
  const found = [...document.querySelectorAll<HTMLButtonElement | HTMLAnchorElement>("button, a")].find(
    (element) => (element.getAttribute("aria-label") ?? text(element)) === name,
  );
  if (!found) throw new Error(`No button «${name}»`);
  return found;
}

export const hasText = (words: string) => text(document.body).includes(words);

/**
 * Whether `words` show within `ms`: for what arrives after more than a few turns (a dialog drawn
 * by a component loaded on demand, a transition), on a machine that may be slow.
 */
export async function showsText(words: string, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!hasText(words) && Date.now() < until) await settle();
  return hasText(words);
}

/** Types into a field as React hears it (the value's own setter, then an input event). */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
  await settle();
}

/** The error Mantine writes under a field (its aria-describedby). */
export function errorOf(input: HTMLInputElement): string {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.includes("error"))
    .map((element) => (element ? text(element) : ""))
    .join(" ");
}

/**
 * axe-core over what is drawn, with the e2e suite's rules (e2e/support.ts): WCAG 2.1 AA and the
 * best practices, no serious or critical violation. jsdom draws nothing, so colours are left to
 * the e2e suite; names, labels, roles and headings are checked here, step by step.
 */
export async function seriousA11yViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    rules: {
      "label-content-name-mismatch": { enabled: true },
      "color-contrast": { enabled: false },
      // A component is drawn without the page around it: no landmarks, no page heading.
      region: { enabled: false },
      "landmark-one-main": { enabled: false },
      "page-has-heading-one": { enabled: false },
    },
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
