import base from "./it.json";

type Texts = Record<string, unknown>;

// Each feature may keep its texts in `features/<feature>.it.json` / `.en.json` (one top-level
// key, the feature's name), so features never edit the same file. English is fetched the first
// time it is needed.
//
// Italian ships with the app for the shared texts and the features of the public site only
// (listed below and excluded in ./lazy-bundles.ts): the landing page's first load must not grow
// with the texts of every signed-in screen (DESIGN §11). The other features' Italian texts are
// fetched with the first screen of an area (app/routes/route-builders.tsx, withAreaServices).
// A feature whose texts show on the public site (outside /customer, /editor, /agreement and
// /auth) belongs in both lists.
const italianPublic = import.meta.glob<Texts>(
  ["./features/landing.it.json", "./features/cookie-consent.it.json", "./features/federated.it.json"],
  { eager: true, import: "default" },
);

/** The Italian texts of the first load: the shared file plus the public site's features. */
export const italianTexts: Texts = Object.assign({}, base, ...Object.values(italianPublic));

/** The Italian texts of the signed-in areas' features, loaded on demand. */
export async function loadItalianAreaTexts(): Promise<Texts> {
  return (await import("./lazy-bundles")).loadItalianAreaTexts();
}

/** All English texts, loaded on demand. */
export async function loadEnglishTexts(): Promise<Texts> {
  return (await import("./lazy-bundles")).loadEnglishTexts();
}
