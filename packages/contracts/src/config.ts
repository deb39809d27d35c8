import { z } from "zod";

/** A moment in server configuration, written `YYYY-MM-DD HH:mm` (local time of the deployment). */
export const configDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "expected YYYY-MM-DD HH:mm");

/** The frontend section of the configuration (spec §3). */
export const frontendConfigSchema = z.object({
  EXTRAORDINARY_MAINTENANCE: z.object({
    WARNING_START_DATE: configDateTimeSchema.nullable(),
    WARNING_END_DATE: configDateTimeSchema.nullable(),
  }),
  ENABLE_DEMO: z.boolean(),
  FEDERATED_HEADER_URL: z.string().nullable(),
  FEDERATED_FOOTER_URL: z.string().nullable(),
  TAG_MANAGER_ID: z.string().nullable(),
  ERROR_REPORTING_DSN: z.string().nullable(),
  RESET_PASSWORD_URL: z.string().nullable(),
  SHOP_URL: z.string().nullable(),
  SUBSCRIBE_URL: z.string().nullable(),
  APPOINTMENT_REQUEST_URL: z.string().nullable(),
});
export type FrontendConfig = z.infer<typeof frontendConfigSchema>;

/** `GET /api/get-global-config/`: the redirect window and the frontend section. */
export const globalConfigSchema = z.object({
  EXTRAORDINARY_MAINTENANCE: z.object({
    URL: z.string().nullable(),
    START_DATE: configDateTimeSchema.nullable(),
    END_DATE: configDateTimeSchema.nullable(),
  }),
  frontend: frontendConfigSchema,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
