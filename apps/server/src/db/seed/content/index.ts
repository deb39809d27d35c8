import { civilCatalogue } from "./catalogue-civil";
import { workCatalogue } from "./catalogue-work";
import type { SeedCatalogue } from "./types";

/** The demo catalogue: one entry per root category. */
export const seedCatalogues: SeedCatalogue[] = [civilCatalogue, workCatalogue];
