import { Alert, Button, Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useNamedMatches } from "../../../app/route-meta";
import { NotFoundState } from "../../../components/not-found-state";
import { ApiError, isNotFound } from "../../../lib/api-error";
import { useTranslation } from "../../../lib/use-translation";

/** The screen's outline while the template and the agreement load. */
export function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("agreementEditor.loading")}>
      <Skeleton height={150} radius="md" />
      <Skeleton height={36} radius="md" />
      <Skeleton height={420} radius="md" />
    </Stack>
  );
}

/**
 * Why the screen cannot open (not found, not in the subscription, failed), and where to go
 * instead: an unknown contract leads back to the list, an unknown template to the catalogue.
 */
export function EditorLoadError({
  error,
  kind,
  onRetry,
}: {
  error: unknown;
  kind: "template" | "agreement";
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const route = useNamedMatches().at(-1);
  if (isNotFound(error))
    return kind === "template" ? (
      <NotFoundState
        back={{
          to: pathTo("customer-agreement-template-list"),
          label: t("agreementEditor.errors.backToCatalogue"),
        }}
      />
    ) : (
      <NotFoundState
        back={{
          to: pathTo("customer-agreement-agreement-list"),
          label: t("agreementEditor.errors.backToList"),
        }}
      />
    );
  const status = error instanceof ApiError ? error.status : null;
  const message =
    status === 403 ? t("agreementEditor.errors.templateLocked") : t("agreementEditor.errors.loadFailed");
  return (
    <Stack gap="lg">
      {route && (
        <Title order={1} size="h2">
          {t(route.titleKey)}
        </Title>
      )}
      <Alert
        color={status === 403 ? "orange" : "red"}
        icon={<IconAlertTriangle aria-hidden />}
        title={message}
        role="alert"
      >
        <Group gap="xs" mt="xs">
          {status !== 403 && (
            <Button size="compact-sm" variant="white" onClick={onRetry}>
              {t("common.retry")}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={pathTo("customer-agreement-agreement-list")}
          >
            {t("agreementEditor.errors.backToList")}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={pathTo("customer-agreement-template-list")}
          >
            {t("agreementEditor.errors.backToCatalogue")}
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}
