import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../../components/readable-alert";
import { useTranslation } from "../../../../lib/use-translation";
import type { RemoteSignFailure, RemoteSignField } from "../../model/remote-sign-failure";

/**
 * What a failed step says that belongs to no field it shows, in words: the provider down or slow
 * (and that nothing changed), the contract changed meanwhile, the server's own sentences, and
 * the error keyed to `field`, a choice made before this step (the provider, the certificate).
 */
export function FailureAlert({
  failure,
  field,
}: {
  failure: RemoteSignFailure | null;
  field?: RemoteSignField;
}) {
  const { t } = useTranslation();
  if (!failure || failure.kind === "sessionExpired") return null;
  const fieldError = field && failure.kind === "fields" ? failure.fields[field] : undefined;
  const { title, lines } = describe(failure, t);
  return (
    <>
      {fieldError && (
        <Text size="sm" c="red.9" role="alert">
          {fieldError}
        </Text>
      )}
      {(title || lines.length > 0) && <StepAlert title={title} lines={lines} />}
    </>
  );
}

function StepAlert({ title, lines }: { title: string | undefined; lines: string[] }) {
  return (
    <Alert
      styles={READABLE_ALERT}
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
    >
      {lines.join(" ")}
    </Alert>
  );
}

function describe(
  failure: Exclude<RemoteSignFailure, { kind: "sessionExpired" }>,
  t: (key: string) => string,
): { title?: string; lines: string[] } {
  switch (failure.kind) {
    case "providerDown":
      return {
        title: t(failure.slow ? "signatures.remote.providerSlow" : "signatures.remote.providerDown"),
        lines: [t("signatures.remote.nothingChanged")],
      };
    case "conflict":
      return {
        title: t("signatures.remote.conflictTitle"),
        lines: [...failure.lines, t("signatures.remote.conflictText")],
      };
    case "notFound":
      return { lines: [t("signatures.remote.notFound")] };
    case "fields":
      return { lines: failure.lines };
    case "other":
      return { lines: failure.lines.length > 0 ? failure.lines : [t("errors.generic")] };
  }
}
