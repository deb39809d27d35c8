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

/**
 * Joins text trees key by key: the signed-in areas' route titles (`features/area-routes.*.json`)
 * add to the shared file's `routes`, which keeps only the public site's for the first load.
 */
export function mergeTexts(...trees: Texts[]): Texts {
  const out: Texts = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        isTree(current) && isTree(value)
          ? mergeTexts(current, value)
          : isTree(value)
            ? mergeTexts(value)
            : value;
    }
  }
  return out;
}
const isTree = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export async function loadItalianAreaTexts(): Promise<Texts> {
  const features = await Promise.all(Object.values(italianAreas).map((load) => load()));
  return mergeTexts(...features);
}

export async function loadEnglishTexts(): Promise<Texts> {
  const [shared, ...features] = await Promise.all([
    import("./en.json").then((m) => m.default as Texts),
    ...Object.values(englishFeatures).map((load) => load()),
  ]);
  return mergeTexts(shared, ...features);
}
