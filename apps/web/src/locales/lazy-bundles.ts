type Texts = Record<string, unknown>;

// Loaded on demand by ./bundle.ts: the lists of feature files grow with every feature, and
// the landing page's first load must not (DESIGN §11).
const italianAreas = import.meta.glob<Texts>(
  [
    "./features/*.it.json",
    "!./features/landing.it.json",
    "!./features/cookie-consent.it.json",
    "!./features/federated.it.json",
  ],
  { import: "default" },
);
const englishFeatures = import.meta.glob<Texts>("./features/*.en.json", { import: "default" });

export async function loadItalianAreaTexts(): Promise<Texts> {
  const features = await Promise.all(Object.values(italianAreas).map((load) => load()));
  return Object.assign({}, ...features);
}

export async function loadEnglishTexts(): Promise<Texts> {
  const [shared, ...features] = await Promise.all([
    import("./en.json").then((m) => m.default as Texts),
    ...Object.values(englishFeatures).map((load) => load()),
  ]);
  return Object.assign({}, shared, ...features);
}
