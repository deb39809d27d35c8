// @vitest-environment jsdom
import type { GlobalConfig } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { canHydrate, type PrerenderedMarker, pageDocument, readPrerenderedMarker } from "./prerendered-page";

const config = {
  EXTRAORDINARY_MAINTENANCE: { URL: null, START_DATE: null, END_DATE: null },
  frontend: { ENABLE_DEMO: true, SHOP_URL: null },
} as unknown as GlobalConfig;

const INDEX = `<!doctype html>
<html lang="it" data-mantine-color-scheme="light">
  <head>
    <meta name="description" content="Default." />
    <title>Contratti Online</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const marker: PrerenderedMarker = { path: "/pricing", language: "en", config };

describe("a prerendered page's document", () => {
  const html = pageDocument(INDEX, {
    language: "en",
    title: "Pricing · Contratti Online",
    description: 'Plans "for firms" & $1 <more>',
    html: "<main><h1>Pricing</h1><p>$& $1</p></main>",
    marker,
  });

  it("carries the page's language, title and description in the head", () => {
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain("<title>Pricing · Contratti Online</title>");
    expect(html).toContain('content="Plans &quot;for firms&quot; &amp; $1 &lt;more&gt;"');
  });

  it("holds the markup in #root, as it is, with a marker the browser reads back", () => {
    expect(html).toContain("<main><h1>Pricing</h1><p>$& $1</p></main></div>");
    const root = new DOMParser().parseFromString(html, "text/html").getElementById("root");
    expect(root && readPrerenderedMarker(root)).toEqual(marker);
  });

  it("is refused when index.html has no root to fill", () => {
    const page = { language: "it" as const, title: "Prezzi", description: null, html: "", marker };
    expect(() => pageDocument(INDEX.replace('<div id="root"></div>', ""), page)).toThrow(
      /no <div id="root"><\/div>/,
    );
  });

  it("reads no marker from the plain shell or a broken one", () => {
    const shell = new DOMParser().parseFromString(INDEX, "text/html").getElementById("root");
    expect(shell && readPrerenderedMarker(shell)).toBeNull();
    const broken = document.createElement("div");
    broken.setAttribute("data-prerendered", "{not json");
    expect(readPrerenderedMarker(broken)).toBeNull();
  });
});

describe("whether the browser hydrates a prerendered page", () => {
  const first = { path: "/pricing", language: "en" as const, config, signedIn: false };

  it("hydrates when it draws the same page, in the same language, with the same configuration", () => {
    expect(canHydrate(marker, first)).toBe(true);
    expect(canHydrate(marker, { ...first, path: "/pricing/" })).toBe(true);
    expect(canHydrate(marker, { ...first, config: JSON.parse(JSON.stringify(config)) })).toBe(true);
  });

  it("draws over it otherwise", () => {
    expect(canHydrate(marker, { ...first, language: "it" })).toBe(false);
    expect(canHydrate(marker, { ...first, path: "/customer" })).toBe(false);
    expect(canHydrate(marker, { ...first, signedIn: true })).toBe(false);
    expect(canHydrate(marker, { ...first, config: undefined })).toBe(false);
    const shop = { ...config, frontend: { ...config.frontend, SHOP_URL: "https://shop.test" } };
    expect(canHydrate(marker, { ...first, config: shop })).toBe(false);
  });
});
