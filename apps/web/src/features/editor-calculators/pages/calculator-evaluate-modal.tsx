import type { CalculatorDetail } from "@app/contracts";
import { Alert, Modal, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { NotFoundState } from "../../../components/not-found-state";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useCalculatorDetail } from "../api/calculator-editor-api";

export type RenderCalculatorRunner = (calculator: CalculatorDetail) => ReactNode;

/**
 * `editor-calculator-template-list-evaluate` and `-edit-evaluate` (spec §2): the calculator as
 * saved, run with test values over the screen it opened from; drafts too. The runner is the
 * customers' own, composed in by the route (features never import each other).
 */
export function CalculatorEvaluateModal({
  from,
  renderRunner,
}: {
  from: "list" | "edit";
  renderRunner: RenderCalculatorRunner;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const detail = useCalculatorDetail(id);
  const missing = useItemMissing(detail.error);
  const close = () =>
    navigate(
      from === "edit" && id !== null
        ? pathTo("editor-calculator-template-edit", { id })
        : pathTo("editor-calculator-template-list"),
    );
  return (
    <Modal
      opened
      onClose={close}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
      title={
        detail.data
          ? t("editorCalculators.evaluate.title", { title: detail.data.title })
          : t("editorCalculators.evaluate.loading")
      }
    >
      {missing ? (
        <NotFoundState inDialog back={{ onClick: close }} />
      ) : detail.isPending ? (
        <Skeleton height={200} />
      ) : detail.isError || !detail.data ? (
        <Alert styles={READABLE_ALERT} color="red" title={t("editorCalculators.edit.loadFailed")} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(from === "edit" ? "editorCalculators.evaluate.savedOnly" : "editorCalculators.evaluate.intro")}
          </Text>
          {renderRunner(detail.data)}
        </Stack>
      )}
    </Modal>
  );
}
