import type { WizardNode } from "@app/contracts";
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTitleKey } from "../../../app/route-meta";
import { useWizardLevels } from "../api/use-wizard-levels";
import { CatalogueActionBar } from "../components/catalogue-action-bar";
import { CataloguePageHeader } from "../components/catalogue-page-header";
import { QueryError } from "../components/query-error";
import { WizardAnswers } from "../components/wizard-answers";
import { WizardResult } from "../components/wizard-result";
import { WizardTrail } from "../components/wizard-trail";
import { useWizardPath, wizardHref } from "../hooks/use-wizard-path";
import { resolveWizardPath } from "../wizard-path";

/**
 * `customer-agreement-wizard-list` (spec §2 guided search): choose the area, then answer one
 * question at a time until a leaf lists the matching templates.
 */
export function WizardPage() {
  const { t } = useTranslation();
  const wizard = useWizardPath();
  const { levels, failed, retry } = useWizardLevels(wizard.path);
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
  if (isLeaf && current) {
    body = <WizardResult templates={current.templates} labelledBy={headingId} />;
  } else if (answers) {
    body =
      answers.length === 0 ? (
        <Text>{t("catalogue.wizard.noAnswers")}</Text>
      ) : (
        <WizardAnswers
          answers={answers}
          onChoose={(answer) => wizard.choose(answer.id)}
          labelledBy={headingId}
        />
      );
  } else if (failed[waitingLevel]) {
    body = <QueryError message={t("catalogue.wizard.error")} onRetry={retry} />;
  } else {
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
  }

  const question = isLeaf
    ? t("catalogue.wizard.resultTitle")
    : current
      ? (current.question ?? t("catalogue.wizard.nextQuestion"))
      : t("catalogue.wizard.areaQuestion");

  return (
    <Stack gap="lg">
      <CatalogueActionBar active={{ wizard: true }} compact />
      <CataloguePageHeader title={t(routeTitleKey("customer-agreement-wizard-list"))}>
        {t("catalogue.wizard.intro")}
      </CataloguePageHeader>
      <WizardTrail answers={answered} hrefFor={(count) => wizardHref(wizard.path.slice(0, count))} />
      <Stack gap="sm">
        <div>
          {!isLeaf && (
            <Text size="sm" c="dimmed" fw={600}>
              {t("catalogue.wizard.step", { number: answered.length + 1 })}
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
            {t("catalogue.wizard.back")}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to={wizardHref([])}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t("catalogue.wizard.restart")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
