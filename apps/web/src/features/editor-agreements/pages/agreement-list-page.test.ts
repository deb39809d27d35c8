import { describe, expect, it } from "vitest";
import { codecOf } from "../../../components/resource-list-page";
import { changeList } from "../../../lib/list-url";
import { agreementQuery, editorAgreementList } from "./agreement-list-page";

const codec = codecOf(editorAgreementList);
const DEFAULTS = codec.defaults;

describe("editor agreement list params", () => {
  it("defaults to the latest changes with a plain URL", () => {
    expect(codec.read(new URLSearchParams())).toEqual(DEFAULTS);
    expect(codec.write(DEFAULTS).toString()).toBe("");
    expect(agreementQuery(DEFAULTS)).toEqual({ per_page: 10, page: 1, order_by__: "-date_last_modify" });
  });

  it("round-trips the filters and refuses what it does not know", () => {
    const params = {
      ...DEFAULTS,
      page: 4,
      perPage: 25 as const,
      order: "owner_username" as const,
      descending: false,
      owner: "demo",
      language: "it",
      valid: "true",
      from: "2026-02-01",
      to: "2026-02-28",
    };
    expect(codec.read(codec.write(params))).toEqual(params);
    expect(codec.read(new URLSearchParams("order=-password&status=gone&from=ieri"))).toEqual(DEFAULTS);
  });

  it("builds the server's filters with an inclusive date range and resets the page", () => {
    const params = changeList(
      { ...DEFAULTS, page: 3 },
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
