import { AUDIT_LEGAL_RETENTION_YEARS, AUDIT_RETENTION_DEFAULT_DAYS } from "@app/contracts";

/** Figures the information pages state, kept in one place so the texts and the code agree. */

/**
 * Spec §9: retention periods and minimum age of the privacy notice; and (issue 49) how long the
 * activity log keeps an event, and the records of a signature or an erasure: the server's own
 * defaults (an operator who sets `AUDIT_RETENTION_DAYS` states the new period here too).
 */
export const PRIVACY_FACTS = {
  contractDataYears: 10,
  marketingYears: 2,
  profilingMonths: 12,
  minimumAge: 18,
  activityLogDays: AUDIT_RETENTION_DEFAULT_DAYS,
  activityLogLegalYears: AUDIT_LEGAL_RETENTION_YEARS,
} as const;

/** Spec §9: customer support on working days. */
export const SUPPORT_HOURS = { from: "8.30", to: "19.30" } as const;

/** How long the cookie choice is kept before the banner asks again (Garante guidelines, 10 June 2021). */
export const CONSENT_MONTHS = 6;
