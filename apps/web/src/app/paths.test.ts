import { describe, expect, it } from "vitest";
import { itemPath, paths, pathTo } from "./paths";

describe("paths", () => {
  it("keeps the spec's route names and paths", () => {
    expect(paths["customer-login"]).toBe("/auth/customer/login");
    expect(paths["editor-logout"]).toBe("/auth/editor/logout");
    expect(paths.maintenance).toBe("/maintenance/");
    expect(paths["landing-homepage"]).toBe("/");
    expect(paths["customer-home"]).toBe("/customer");
    expect(paths["customer-agreement-wizard-list"]).toBe("/customer/agreement/wizard/");
    expect(paths["customer-agreement-category-list"]).toBe("/customer/agreement/category/list/:id/");
  });

  it("gives every path one name, except the spec's documented aliases", () => {
    const aliases = new Set(["customer", "editor"]);
    const seen = new Map<string, string>();
    for (const [name, path] of Object.entries(paths)) {
      if (aliases.has(name)) continue;
      expect(seen.get(path), `${name} repeats ${path}`).toBeUndefined();
      seen.set(path, name);
    }
  });

  it("keeps every area under its prefix", () => {
    for (const [name, path] of Object.entries(paths)) {
      if (name.startsWith("customer-") && !name.endsWith("-login") && !name.endsWith("-logout")) {
        expect(path.startsWith("/customer")).toBe(true);
      }
      if (name.startsWith("editor-") && !name.endsWith("-login") && !name.endsWith("-logout")) {
        expect(path.startsWith("/editor")).toBe(true);
      }
    }
  });
});

describe("pathTo", () => {
  it("fills parameters", () => {
    expect(pathTo("customer-agreement-agreement-edit-preview", { id: 7 })).toBe(
      "/customer/agreement/7/edit/preview",
    );
    expect(pathTo("agreement-print-preview", { id: 3, idTemplate: 12 })).toBe(
      "/agreement/3/12/print-preview",
    );
    expect(pathTo("editor-agreement-wizard-create-child", { parentId: "5" })).toBe(
      "/editor/agreement/wizard/create/5/child",
    );
  });

  it("names an item's edit route by its id", () => {
    expect(itemPath("editor-calendar-agenda-edit", 42)).toBe(
      pathTo("editor-calendar-agenda-edit", { id: 42 }),
    );
    expect(itemPath("customer-profile-licence-edit", 4)).toBe("/customer/profile/licence/4/edit");
  });

  it("encodes parameter values", () => {
    expect(pathTo("customer-agreement-category-list", { id: "a/b" })).toBe(
      "/customer/agreement/category/list/a%2Fb/",
    );
  });

  it("adds a query string without empty values", () => {
    expect(
      pathTo("customer-agreement-template-list", {}, { inputTextSearched: "locazione commerciale" }),
    ).toBe("/customer/agreement/template/?inputTextSearched=locazione+commerciale");
    expect(pathTo("customer-agreement-template-list", {}, { inputTextSearched: "" })).toBe(
      "/customer/agreement/template/",
    );
    expect(pathTo("customer-home")).toBe("/customer");
  });
});
