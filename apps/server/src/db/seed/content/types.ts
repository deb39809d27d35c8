import type {
  CalculatorConstantCreateBody,
  Language,
  Module,
  SignatureLevel,
  TemplateNote,
  TemplateParty,
  templateFieldSchema,
} from "@app/contracts";
import type { z } from "zod";

/** A text in both UI languages. */
export interface I18nText {
  it: string;
  en: string;
}

/** A demo contract template, as the seed loads it (one public version). */
export interface SeedTemplate {
  /** Stable key, kebab-case; categories and wizards refer to it. */
  key: string;
  title: string;
  language: Language;
  module: Module;
  /** Keys of the leaf categories it is listed under. */
  categories: string[];
  /** Words a customer might type that are not in the title. */
  keywords: string[];
  /** Legal commentary (HTML): sources, how to use the template, pitfalls. */
  discipline: string;
  /** The contract (HTML) with {{field::slug}} and {{note::slug}} placeholders. */
  body: string;
  /** Fields; omitted properties take the schema's defaults. */
  fields: z.input<typeof templateFieldSchema>[];
  notes: TemplateNote[];
  parties: TemplateParty[];
  /**
   * The signature the contract needs (issue 45): `feq` for the contracts of art. 1350 c.c.
   * (void without a qualified or digital signature, CAD art. 21 c. 2-bis); else `fes`.
   */
  signature_level_min?: SignatureLevel;
}

export interface SeedCategory {
  key: string;
  title: I18nText;
  /** 0 = disabled: shown disabled in selectors, its templates not listed under it. */
  status?: 0 | 1;
  children?: SeedCategory[];
}

/**
 * A node of the guided search. `title` is the answer that leads here; `question` is asked to
 * choose among the children. Leaves list the templates they end on.
 */
export interface SeedWizardNode {
  key: string;
  title: I18nText;
  question?: I18nText;
  status?: 0 | 1;
  children?: SeedWizardNode[];
  templates?: string[];
}

/** Words that mean the same thing to a customer (e.g. affitto, locazione, pigione). */
export interface SeedSynonymGroup {
  language: Language;
  terms: string[];
}

/** One root of the catalogue with everything hanging from it. */
export interface SeedCatalogue {
  category: SeedCategory;
  wizard: SeedWizardNode;
  synonyms: SeedSynonymGroup[];
  templates: SeedTemplate[];
}

/**
 * A legal calculator as the seed loads it: a draft, since calculators cannot be evaluated until
 * the calculators issue, and customers only ever see public ones.
 */
export interface SeedCalculator {
  key: string;
  title: string;
  language: Language;
  module: Module;
  /** Keys of the seed templates offering it, each linked after its other calculators. */
  templates: string[];
  /** By template key: which of the template's fields each output fills (output → field slug). */
  mappings?: Record<string, Record<string, string>>;
}

/** A dated series the calculators read, as the editors would create it (issue 14). */
export type SeedConstant = CalculatorConstantCreateBody;
