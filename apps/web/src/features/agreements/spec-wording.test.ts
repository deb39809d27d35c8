import { describe, expect, it } from "vitest";
import editorEn from "../../locales/features/agreement-editor.en.json";
import agreementsEn from "../../locales/features/agreements.en.json";
import routesEn from "../../locales/features/area-routes.en.json";
import sharedEditingEn from "../../locales/features/shared-editing.en.json";

describe("the spec's English wording (spec §2, §4, §5, §8)", () => {
  it("is kept for the agreement card, the delete confirmation and the notices", () => {
    const { agreements } = agreementsEn;
    expect(agreements.card.printDisabled).toBe("Complete the contract to enable printing");
    expect(agreements.card.downloadDisabled).toBe("Save the contract to enable download");
    expect(agreements.delete.title).toBe("Attention");
    expect(agreements.delete.text).toBe("Are you sure you want to delete the contract?");
    expect([agreements.status.draft, agreements.status.ready]).toEqual(["Draft", "Ready"]);
  });

  it("is kept on the drafting screen", () => {
    const { agreementEditor } = editorEn;
    expect(sharedEditingEn.unsavedChanges.title).toBe("There are unsaved changes");
    // Issue 44 (25) replaces the spec's «Set Draft» / «Set Ready», which read as raw labels.
    expect(agreementEditor.header.setDraft).toBe("Back to draft");
    expect(agreementEditor.header.setReady).toBe("Mark as ready");
    expect(agreementEditor.preview.printDisabled).toBe("Complete the contract to enable printing");
    expect(agreementEditor.preview.downloadDisabled).toBe("Save the contract to enable download");
  });

  it("names a contract the same in the breadcrumb and in the heading (issue 44)", () => {
    const { routes } = routesEn;
    expect(routes["customer-agreement-agreement-create"]).toBe(editorEn.agreementEditor.header.newAgreement);
    for (const name of [
      "customer-agreement-agreement-create",
      "customer-agreement-agreement-create-calculator",
      "customer-agreement-agreement-edit",
      "customer-agreement-agreement-edit-customize-agreement",
      "customer-agreement-agreement-edit-preview",
    ] as const)
      expect(routes[name]).not.toMatch(/agreement/i);
  });
});
