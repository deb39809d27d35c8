// Every table, for drizzle-kit and for the typed client. Tables live beside their module.
export * from "../modules/address-book/contact.table";
export * from "../modules/agreements/agreement.table";
export * from "../modules/bulk/bulk.table";
export * from "../modules/calculators/calculator.table";
export * from "../modules/calculators/calculator-wizard.table";
export * from "../modules/calculators/constant.table";
export * from "../modules/calendar/calendar.table";
export * from "../modules/catalogue/template.table";
export * from "../modules/favourites/favourite.table";
export * from "../modules/notifications/notification.table";
export * from "../modules/pec/pec.table";
export * from "../modules/profile/licence.table";
export * from "../modules/signatures/signature.table";
export * from "../platform/audit/audit.table";
export * from "../platform/auth/identity.table";
export * from "../platform/auth/mfa.table";
export * from "../platform/jobs/job.table";
