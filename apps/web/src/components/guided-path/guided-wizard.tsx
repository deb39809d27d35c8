import type { WizardNode } from "@app/contracts";
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { LoadErrorAlert } from "../load-error-alert";
import { useWizardLevels, type WizardSource } from "./use-wizard-levels";
import { useWizardPath } from "./use-wizard-path";
import { WizardAnswers } from "./wizard-answers";
import { resolveWizardPath } from "./wizard-path";
import { WizardTrail } from "./wizard-trail";

interface GuidedWizardProps {
  source: WizardSource;
  /** The screen's address for a path of answers. */
  hrefFor: (path: readonly number[]) => string;
  /** The first question (the area) and the heading of the result. */
  areaQuestion: string;
  resultTitle: string;
  /** What the leaf reached leads to: templates, calculators. */
  renderResult: (leaf: WizardNode, labelledBy: string) => ReactNode;
}

/**
 * A guided path (spec §2 guided search): choose the area, then answer one question at a time
 * until a leaf shows what fits. The answers live in the URL; each new question takes the focus.
 */
export function GuidedWizard({
  source,
  hrefFor,
  areaQuestion,
  resultTitle,
  renderResult,
}: GuidedWizardProps) {
  const { t } = useTranslation();
  const wizard = useWizardPath(hrefFor);
  const { levels, failed, retry } = useWizardLevels(source, wizard.path);
  const state = resolveWizardPath(wizard.path, levels);
  const answered = state.nodes;
  const current: WizardNode | undefined = answered.at(-1);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const invalidLength = state.status === "invalid" ? answered.length : null;
  const { truncate } = wizard;
  useEffect(() => {
    if (invalidLength !== null) truncate(invalidLength);
  }, [invalidLength, truncate]);

  // Each new step is announced by moving focus to its question (not on arrival).
  const stepKey = answered.map((node) => node.id).join(",");
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== "ready") return;
    if (shownStep.current !== null && shownStep.current !== stepKey) headingRef.current?.focus();
    shownStep.current = stepKey;
  }, [stepKey, state.status]);

  // The level that blocks the screen: the next unresolved id, or the answers of the current node.
  const waitingLevel = state.status === "loading" ? answered.length : wizard.path.length;
  const answers = state.status === "ready" && !current?.is_leaf ? levels[wizard.path.length] : undefined;
  const isLeaf = state.status === "ready" && current?.is_leaf === true;

  let body: ReactNode;
  if (isLeaf && current) body = renderResult(current, headingId);
  else if (answers)
    body =
      answers.length === 0 ? (
        <Text>{t("guidedPath.noAnswers")}</Text>
      ) : (
        <WizardAnswers
          answers={answers}
          onChoose={(answer) => wizard.choose(answer.id)}
          labelledBy={headingId}
        />
      );
  else if (failed[waitingLevel]) body = <LoadErrorAlert title={t("guidedPath.error")} onRetry={retry} />;
  else
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        aria-busy="true"
        aria-label={t("common.loading")}
        role="status"
      >
        <Skeleton h={64} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </SimpleGrid>
    );

  const question = isLeaf
    ? resultTitle
    : current
      ? (current.question ?? t("guidedPath.nextQuestion"))
      : areaQuestion;

  return (
    <Stack gap="lg">
      <WizardTrail answers={answered} hrefFor={(count) => hrefFor(wizard.path.slice(0, count))} />
      <Stack gap="sm">
        <div>
          {!isLeaf && (
            <Text size="sm" c="dimmed" fw={600}>
              {t("guidedPath.step", { number: answered.length + 1 })}
            </Text>
          )}
          <Title
            order={2}
            size="h3"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: "none" }}
          >
            {state.status === "loading" ? (
              <Skeleton h={28} w="60%" component="span" display="block" />
            ) : (
              question
            )}
          </Title>
        </div>
        {body}
      </Stack>
      {answered.length > 0 && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={wizard.back}
          >
            {t("guidedPath.back")}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to={hrefFor([])}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t("guidedPath.restart")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
