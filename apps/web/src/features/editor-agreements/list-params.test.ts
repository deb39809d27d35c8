import { describe, expect, it } from "vitest";
import {
  agreementQuery,
  DEFAULT_AGREEMENT_PARAMS,
  readAgreementParams,
  updateAgreementParams,
  writeAgreementParams,
} from "./list-params";

describe("editor agreement list params", () => {
  it("defaults to the latest changes with a plain URL", () => {
    expect(readAgreementParams(new URLSearchParams())).toEqual(DEFAULT_AGREEMENT_PARAMS);
    expect(writeAgreementParams(DEFAULT_AGREEMENT_PARAMS).toString()).toBe("");
    expect(agreementQuery(DEFAULT_AGREEMENT_PARAMS)).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "-date_last_modify",
    });
  });

  it("round-trips the filters and refuses what it does not know", () => {
    const params = {
      ...DEFAULT_AGREEMENT_PARAMS,
      page: 4,
      perPage: 25 as const,
      order: "owner_username" as const,
      descending: false,
      owner: "demo",
      language: "it" as const,
      valid: "true" as const,
      from: "2026-02-01",
      to: "2026-02-28",
    };
    expect(readAgreementParams(writeAgreementParams(params))).toEqual(params);
    expect(readAgreementParams(new URLSearchParams("order=-password&status=gone&from=ieri"))).toEqual(
      DEFAULT_AGREEMENT_PARAMS,
    );
  });

  it("builds the server's filters with an inclusive date range and resets the page", () => {
    const params = updateAgreementParams(
      { ...DEFAULT_AGREEMENT_PARAMS, page: 3 },
      { template: "locazione", owner: "demo", status: "ready", from: "2026-01-01", to: "2026-01-31" },
    );
    expect(params.page).toBe(1);
    expect(agreementQuery(params)).toEqual({
      per_page: 10,
      page: 1,
      order_by__: "-date_last_modify",
      filter__template_title: "locazione",
      filter__owner_username: "demo",
      filter__status: "ready",
      filter__date_last_modify__gte: "2026-01-01",
      filter__date_last_modify__lt: "2026-02-01",
    });
  });
});
