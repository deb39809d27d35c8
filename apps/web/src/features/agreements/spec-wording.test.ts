import { describe, expect, it } from "vitest";
import editorEn from "../../locales/features/agreement-editor.en.json";
import agreementsEn from "../../locales/features/agreements.en.json";
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
    expect(agreementEditor.header.setDraft).toBe("Set Draft");
    expect(agreementEditor.header.setReady).toBe("Set Ready");
    expect(agreementEditor.preview.printDisabled).toBe("Complete the contract to enable printing");
    expect(agreementEditor.preview.downloadDisabled).toBe("Save the contract to enable download");
  });
});
