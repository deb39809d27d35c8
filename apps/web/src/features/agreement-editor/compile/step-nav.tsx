import { Button, Group } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { FieldGroup, GroupStatus } from "../model/field-groups";

interface StepNavProps {
  groups: readonly FieldGroup[];
  /** One per group, in the same order (the same array while nothing changes: see CompileTab). */
  statuses: readonly GroupStatus[];
  step: number;
  onStepChange: (step: number) => void;
}

/** The steps of the compilation, each with how far it is; any step can be opened directly. */
export const StepNav = memo(function StepNav({ groups, statuses, step, onStepChange }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="nav" aria-label={t("agreementEditor.compile.steps")}>
      {groups.map((group, index) => {
        const status = statuses[index] as GroupStatus;
        const current = index === step;
        const title = group.key || t("agreementEditor.compile.otherFields");
        const state = status.invalid
          ? t("agreementEditor.compile.stepErrors", { count: status.invalid })
          : status.complete
            ? t("agreementEditor.compile.stepComplete")
            : // What is still missing: «0 di 1 obbligatori» read badly (issue 44).
              t("agreementEditor.compile.stepIncomplete", { count: status.required - status.filled });
        const Icon = status.invalid ? IconAlertCircle : status.complete ? IconCircleCheck : IconCircleDashed;
        return (
          <Button
            key={group.key}
            size="compact-sm"
            radius="xl"
            variant={current ? "filled" : "light"}
            // Filled (the current step), white text needs the darkest shade to keep AA's 4.5:1:
            // teal.6 gave 3.9:1 once a current step was complete.
            color={
              status.invalid
                ? current
                  ? "red.9"
                  : "red"
                : status.complete
                  ? current
                    ? "teal.9"
                    : "teal"
                  : "blue"
            }
            // The light variant's teal and red text fall under AA's 4.5:1 on their tint: the
            // darkest shade, on the lightest tint (hover included: a darker one falls short again).
            style={
              !(status.invalid || status.complete)
                ? undefined
                : current
                  ? // Mantine's hover of a shade-9 fill is the lighter shade 8, under 4.5:1 again.
                    { "--button-hover": `var(--mantine-color-${status.invalid ? "red" : "teal"}-9)` }
                  : {
                      "--button-color": `var(--mantine-color-${status.invalid ? "red" : "teal"}-9)`,
                      "--button-bg": `var(--mantine-color-${status.invalid ? "red" : "teal"}-0)`,
                      "--button-hover": `var(--mantine-color-${status.invalid ? "red" : "teal"}-0)`,
                    }
            }
            leftSection={<Icon size={16} aria-hidden />}
            aria-current={current ? "step" : undefined}
            aria-label={`${index + 1}. ${title}: ${state}`}
            title={state}
            onClick={() => onStepChange(index)}
          >
            {title}
          </Button>
        );
      })}
    </Group>
  );
});
