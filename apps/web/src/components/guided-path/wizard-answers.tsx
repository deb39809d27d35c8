import type { WizardNode } from "@app/contracts";
import { SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "../../lib/use-translation";
import classes from "./wizard-answers.module.css";

interface WizardAnswersProps {
  answers: readonly WizardNode[];
  onChoose: (answer: WizardNode) => void;
  /** Labels the list with the question it answers. */
  labelledBy: string;
}

/** The answers to one question as large buttons; disabled ones stay visible, greyed (spec §3). */
export function WizardAnswers({ answers, onChoose, labelledBy }: WizardAnswersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      className={classes.list}
      aria-labelledby={labelledBy}
    >
      {[...answers]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((answer) => {
          const disabled = answer.status === 0;
          return (
            <li key={answer.id}>
              <UnstyledButton className={classes.answer} disabled={disabled} onClick={() => onChoose(answer)}>
                <span className={classes.text}>
                  <Text component="span" fw={600} inherit>
                    {answer.title}
                  </Text>
                  {disabled && (
                    <Text component="span" size="xs" c="dimmed" display="block" mt={2}>
                      {t("guidedPath.disabledHint")}
                    </Text>
                  )}
                </span>
                <IconChevronRight size={20} aria-hidden className={classes.chevron} />
              </UnstyledButton>
            </li>
          );
        })}
    </SimpleGrid>
  );
}
