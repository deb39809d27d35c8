import base from "./it.json";

type Texts = Record<string, unknown>;

// Each feature may keep its texts in `features/<feature>.it.json` / `.en.json` (one top-level
// key, the feature's name), so features never edit the same file. Italian ships with the app;
// English is fetched the first time it is needed.
const italianFeatures = import.meta.glob<Texts>("./features/*.it.json", { eager: true, import: "default" });
const englishFeatures = import.meta.glob<Texts>("./features/*.en.json", { import: "default" });

/** All Italian texts: the shared file plus every feature file. */
export const italianTexts: Texts = Object.assign({}, base, ...Object.values(italianFeatures));

/** All English texts, loaded on demand. */
export async function loadEnglishTexts(): Promise<Texts> {
  const [shared, ...features] = await Promise.all([
    import("./en.json").then((m) => m.default as Texts),
    ...Object.values(englishFeatures).map((load) => load()),
  ]);
  return Object.assign({}, shared, ...features);
}
