// The demo's provider and mailboxes: public values, written in the README, for 127.0.0.1 only.
export const DEMO_DOMAIN = "pec-prova.test";
export const DEMO_MAILBOXES = [
  { localPart: "studio.rossi", password: "pec-prova-rossi" },
  { localPart: "laura.ferrari", password: "pec-prova-ferrari" },
] as const;
