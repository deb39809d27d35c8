import type { GlobalConfig } from "@app/contracts";
import type { Config } from "../../config/config.schema";

/** The public part of the configuration: nothing secret ever goes through here. */
export function toGlobalConfig(config: Config): GlobalConfig {
  return {
    EXTRAORDINARY_MAINTENANCE: {
      URL: config.MAINTENANCE_URL,
      START_DATE: config.MAINTENANCE_START_DATE,
      END_DATE: config.MAINTENANCE_END_DATE,
    },
    frontend: {
      EXTRAORDINARY_MAINTENANCE: {
        WARNING_START_DATE: config.MAINTENANCE_WARNING_START_DATE,
        WARNING_END_DATE: config.MAINTENANCE_WARNING_END_DATE,
      },
      ENABLE_DEMO: config.ENABLE_DEMO,
      FEDERATED_HEADER_URL: config.FEDERATED_HEADER_URL,
      FEDERATED_FOOTER_URL: config.FEDERATED_FOOTER_URL,
      TAG_MANAGER_ID: config.TAG_MANAGER_ID,
      ERROR_REPORTING_DSN: config.ERROR_REPORTING_DSN,
      RESET_PASSWORD_URL: config.RESET_PASSWORD_URL,
      SHOP_URL: config.SHOP_URL,
      SUBSCRIBE_URL: config.SUBSCRIBE_URL,
      APPOINTMENT_REQUEST_URL: config.APPOINTMENT_REQUEST_URL,
    },
  };
}
