/**
 * Query keys of the drafting screen. Every agreement query of every feature lives under the
 * prefix `["agreement", "customer"]` (list, count, dashboard box, detail), so a save here
 * refreshes them all by that prefix without this feature importing the others.
 */
export const AGREEMENTS_PREFIX = ["agreement", "customer"] as const;

export const editorKeys = {
  agreement: (id: number) => [...AGREEMENTS_PREFIX, "detail", id] as const,
  template: (id: number) => ["agreement-editor", "template", id] as const,
  templateAccess: (id: number) => ["agreement-editor", "template-access", id] as const,
};

export const CUSTOMER_BASE = "/api/agreement/customer";
export const AGREEMENT_BASE = `${CUSTOMER_BASE}/agreement`;
