// A process that renders the public pages once, when the server starts (web-pages-render.ts): it
// imports the web build's render (apps/web/scripts/prerender-bundle-plugin.ts), hands the pages
// back and exits, so React and the pages' code leave nothing in the server's memory (a worker
// thread's ≈ 55 MB stayed in the process after it ended). Plain JavaScript, so it runs the same
// under tsx, the tests and the built server.
process.once("message", async ({ entryUrl, indexHtml, config }) => {
  const { renderPages } = await import(entryUrl);
  process.send(await renderPages(indexHtml, config), () => process.exit(0));
});
