/**
 * The three subscription plans of the pricing page (spec §2, §9: 120 euro per month each).
 * Feature keys name texts under `landing.pricing.features`; every feature listed is something
 * the product does (spec §1). The modules differ by the contract templates they open.
 */
export type PlanFeature =
  | "civilTemplates"
  | "employmentTemplates"
  | "allTemplates"
  | "guidedCompilation"
  | "search"
  | "outputs"
  | "addressBook"
  | "organiser"
  | "calculators"
  | "updates";

export interface Plan {
  id: "civil" | "work" | "complete";
  /** Monthly price in euro. */
  monthlyPrice: number;
  bestBuy: boolean;
  features: readonly PlanFeature[];
}

export const MONTHLY_PRICE_EUR = 120;

const SHARED_FEATURES: readonly PlanFeature[] = [
  "guidedCompilation",
  "search",
  "outputs",
  "addressBook",
  "organiser",
  "calculators",
  "updates",
];

export const PLANS: readonly Plan[] = [
  {
    id: "civil",
    monthlyPrice: MONTHLY_PRICE_EUR,
    bestBuy: false,
    features: ["civilTemplates", ...SHARED_FEATURES],
  },
  {
    id: "work",
    monthlyPrice: MONTHLY_PRICE_EUR,
    bestBuy: false,
    features: ["employmentTemplates", ...SHARED_FEATURES],
  },
  {
    id: "complete",
    monthlyPrice: MONTHLY_PRICE_EUR,
    bestBuy: true,
    features: ["allTemplates", ...SHARED_FEATURES],
  },
];
