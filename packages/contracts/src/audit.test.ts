import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, auditActionLabel, isAuditAction } from "./audit";

describe("the trail's actions", () => {
  it("are each said in words in both languages, never by their code", () => {
    for (const action of AUDIT_ACTIONS)
      for (const language of ["it", "en"] as const)
        expect(auditActionLabel(action, language)).not.toBe(action);
  });

  it("name records of a kind the trail says in words", () => {
    for (const action of AUDIT_ACTIONS.filter((a) => a.includes("."))) {
      const [subject = ""] = action.split(".");
      expect(AUDIT_SUBJECTS[subject], action).toBeDefined();
    }
  });

  it("hold every kind of change the back office makes, each once", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of [
      "category.create",
      "wizard.move",
      "calculator_wizard.set_status",
      "news.delete",
      "agenda.update",
      "appointment.delete",
      "calculator_constant.update",
      "calculator.destroy",
      "template.archive",
      "login_failed",
    ])
      expect(isAuditAction(action), action).toBe(true);
    expect(isAuditAction("category.fly")).toBe(false);
  });
});
