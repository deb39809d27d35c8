/**
 * The partners grid of the landing home (spec §2: seven partners). These are placeholders:
 * invented names (Greek letters, so nobody mistakes them for real firms) and simple marks we
 * drew ourselves (public/partners/*.svg). Replace them with the publisher's real partners,
 * and their authorised logos, before going live; the home says they are examples meanwhile.
 */
export interface Partner {
  id: string;
  /** Trade name, the same in every language. */
  name: string;
  /** Key of the partner's line of work under `landing.partners.kinds`. */
  kind: "accountants" | "labour" | "law" | "training" | "software" | "association" | "tax";
  /** Square SVG mark under public/. */
  logo: string;
}

export const PARTNERS: readonly Partner[] = [
  { id: "alfa", name: "Studio Alfa", kind: "accountants", logo: "/partners/alfa.svg" },
  { id: "beta", name: "Beta Lavoro", kind: "labour", logo: "/partners/beta.svg" },
  { id: "gamma", name: "Gamma Legale", kind: "law", logo: "/partners/gamma.svg" },
  { id: "delta", name: "Delta Formazione", kind: "training", logo: "/partners/delta.svg" },
  { id: "epsilon", name: "Epsilon Gestionali", kind: "software", logo: "/partners/epsilon.svg" },
  { id: "zeta", name: "Associazione Zeta", kind: "association", logo: "/partners/zeta.svg" },
  { id: "eta", name: "Eta Servizi Fiscali", kind: "tax", logo: "/partners/eta.svg" },
];
