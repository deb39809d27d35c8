/**
 * The certificate readers of @app/signatures the main thread needs, loaded at their first use
 * (`signature-certificates.lazy.ts` says why); later calls get the module already loaded.
 */
export const signatureCertificates = () => import("./signature-certificates.lazy");
