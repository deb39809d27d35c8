// Bulk drafting's public surface (issue 48): its routes, and the jobs the composition root runs.

export { bulkRoutes } from "./bulk.routes";
export { BULK_JOB } from "./bulk.service";
export * from "./bulk.table";
export { BULK_EXPIRY_JOB, createBulkExpiryHandler, createBulkHandler } from "./bulk-runner";
