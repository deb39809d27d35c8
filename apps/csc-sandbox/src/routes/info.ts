// info (CSC v2.0 §11.1): who the service is and what it implements. No authorization needed.
import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { SIGN_ALGO } from "../pki/oids";
import { LOGO_PNG } from "./logo";

export const SPECS_VERSION = "2.0.0.2";

export const METHODS = [
  "auth/login",
  "auth/revoke",
  "credentials/list",
  "credentials/info",
  "credentials/authorize",
  "credentials/sendOTP",
  "signatures/signHash",
];

export function infoRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { service, publicUrl } = context.config;
  app.post("/csc/v2/info", async () => ({
    specs: SPECS_VERSION,
    name: service.name,
    logo: `${publicUrl}/csc/v2/logo.png`,
    region: service.region,
    lang: service.lang,
    description: service.description,
    authType: ["basic", "oauth2code"],
    // The base URI: a client appends "oauth2/authorize" and "oauth2/token".
    oauth2: `${publicUrl}/csc/v2/`,
    methods: METHODS,
    signAlgorithms: { algos: Object.values(SIGN_ALGO) },
    // Raw signatures of hashes only (signHash): no AdES format, no signDoc.
    signature_formats: { formats: [], envelope_properties: [] },
    conformance_levels: [],
  }));

  app.get("/csc/v2/logo.png", async (_request, reply) =>
    reply.type("image/png").header("cache-control", "public, max-age=86400").send(LOGO_PNG),
  );
}
