import { Alert, Button, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { useState } from "react";
import { FileDropZone } from "../../../components/file-drop-zone";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";
import { useTranslation } from "../../../lib/use-translation";
import { useUploadSignedCopy } from "../api/signature-api";

/** Signed copies are `.p7m` envelopes (possibly nested) or signed PDFs. */
const ACCEPTED = ".p7m,.pdf,application/pkcs7-mime,application/pdf";

type DropState =
  | { kind: "idle" }
  | { kind: "uploading"; name: string }
  | { kind: "refused"; name: string; lines: string[] };

/**
 * Where the signed copy is dropped or chosen (issue 45 §4): it travels through the upload queue
 * (the upload panel shows its progress); a refusal is said here, with the server's reason.
 */
export function SignedCopyDrop({ agreementId }: { agreementId: number }) {
  const { t } = useTranslation();
  const upload = useUploadSignedCopy(agreementId);
  const [state, setState] = useState<DropState>({ kind: "idle" });

  const send = (file: File | null) => {
    if (!file) return;
    setState({ kind: "uploading", name: file.name });
    upload(file, {
      onReport: () => setState({ kind: "idle" }),
      onRefusal: (error) => {
        const lines = error instanceof ApiError ? errorBodyToLines(error.body) : [];
        setState({
          kind: "refused",
          name: file.name,
          lines: lines.length > 0 ? lines : [t("errors.generic")],
        });
      },
    });
  };
  return (
    <FileDropZone onFile={send}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("signatures.drop.label")}
        </Title>
        <Text size="sm">{t("signatures.drop.hint")}</Text>
        <Group>
          <FileButton onChange={send} accept={ACCEPTED}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                loading={state.kind === "uploading"}
              >
                {t("signatures.drop.choose")}
              </Button>
            )}
          </FileButton>
          {state.kind === "uploading" && (
            <Text size="sm" role="status">
              {t("signatures.drop.uploading", { name: state.name })}
            </Text>
          )}
        </Group>
        {state.kind === "refused" && (
          <Alert
            styles={READABLE_ALERT}
            color="red"
            role="alert"
            title={t("signatures.drop.refusedTitle", { name: state.name })}
          >
            {state.lines.join(" ")}
          </Alert>
        )}
      </Stack>
    </FileDropZone>
  );
}
