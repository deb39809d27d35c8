import { Button, Group, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { type Blocker, Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { LoadErrorAlert } from "../load-error-alert";
import { NotFoundState } from "../not-found-state";
import { ScreenHeading } from "../screen-heading";
import { UnsavedChangesModal } from "../unsaved-changes-modal";
import { DeleteButton, SaveButton, SaveProblems, type SaveProblemsProps } from "./authoring-parts";

/**
 * What an authoring screen shows instead of its record while it cannot show it: not found
 * (with the way back to `listPath`), loading, or failed to load (with a retry); null once the
 * record is there, or when a new one is being written (`id` null).
 */
export function authoringLoadState(
  id: number | null,
  detail: { isPending: boolean; isError: boolean; refetch: () => unknown },
  missing: boolean,
  listPath: string,
): ReactNode | null {
  if (missing) return <NotFoundState back={{ to: listPath }} />;
  if (id !== null && detail.isPending) return <Skeleton height={400} radius="md" aria-busy />;
  if (id !== null && detail.isError) return <AuthoringLoadError retry={detail.refetch} />;
  return null;
}

function AuthoringLoadError({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation();
  return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void retry()} />;
}

/**
 * The frame of every authoring screen (a template, a calculator, a series of values): the
 * title with its facts beneath, the toolbar (the screen's own actions, Back to the list, Delete
 * once the record exists, Save), what the last save or the live check found wrong, the screen's
 * sections, and the question a navigation away from unsaved changes asks.
 */
export function AuthoringFrame(props: {
  title: string;
  /** Under the title: status, version, "unsaved changes". */
  facts?: ReactNode;
  /** First in the toolbar (Evaluate). */
  actions?: ReactNode;
  /** Between Delete and Save (Publish). */
  beforeSave?: ReactNode;
  /** Where "Back to the list" leads, when the toolbar has it. */
  backTo?: string;
  onDelete?: () => void;
  onSave: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  /** When the screen counts its problems itself (the template's placeholder check shows its own). */
  problems?: SaveProblemsProps;
  blocker: Blocker;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ScreenHeading
        title={props.title}
        below={props.facts}
        actions={
          <Group gap="xs">
            {props.actions}
            {props.backTo && (
              <Button variant="default" component={Link} to={props.backTo}>
                {t("itemState.back")}
              </Button>
            )}
            {props.onDelete && <DeleteButton onClick={props.onDelete} />}
            {props.beforeSave}
            <SaveButton onClick={props.onSave} loading={props.saving} disabled={props.saveDisabled} />
          </Group>
        }
      />
      {props.problems && <SaveProblems {...props.problems} />}
      {props.children}
      <UnsavedChangesModal blocker={props.blocker} />
    </Stack>
  );
}
