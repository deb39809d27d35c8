import { Button, Group, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Blocker, Link } from "react-router";
import { NotFoundState } from "../../../components/not-found-state";
import { ScreenHeading } from "../../../components/screen-heading";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal";
import { DeleteButton, LoadFailed, SaveButton, SaveProblems } from "./edit-screen-parts";

/**
 * What an authoring screen shows instead of its record while it cannot show it: not found,
 * loading, or failed to load (with the way back to `listPath`); null once the record is there,
 * or when a new one is being written (`id` null).
 */
export function authoringLoadState(
  id: number | null,
  detail: { isPending: boolean; isError: boolean },
  missing: boolean,
  listPath: string,
): ReactNode | null {
  if (missing) return <NotFoundState back={{ to: listPath }} />;
  if (id !== null && detail.isPending) return <Skeleton height={400} radius="md" />;
  if (id !== null && detail.isError) return <LoadFailed backTo={listPath} />;
  return null;
}

/**
 * The frame of an authoring screen (a calculator, a series of values): the title with its facts
 * beneath, the toolbar (the screen's own actions, Back to the list, Delete once the record
 * exists, Save), what the last save or the live check found wrong, the screen's sections, and
 * the question a navigation away from unsaved changes asks.
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
  problems: Parameters<typeof SaveProblems>[0];
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
                {t("editorCalculators.edit.backToList")}
              </Button>
            )}
            {props.onDelete && <DeleteButton onClick={props.onDelete} />}
            {props.beforeSave}
            <SaveButton onClick={props.onSave} loading={props.saving} disabled={props.saveDisabled} />
          </Group>
        }
      />
      <SaveProblems {...props.problems} />
      {props.children}
      <UnsavedChangesModal blocker={props.blocker} />
    </Stack>
  );
}
