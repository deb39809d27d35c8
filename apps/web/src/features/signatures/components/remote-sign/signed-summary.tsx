import type { SignatureLevel, SignedCopyReport } from "@app/contracts";
import { Alert, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { READABLE_ALERT } from "../../../../components/readable-alert";
import { SignedCopyCard } from "../signed-copy-card";

/**
 * What a signer reads once signed, the owner in the dialog as the invitee on the page: the words
 * of who they are, then the copy's report, judged against the level the contract needs.
 */
export function SignedSummary(props: {
  title: string;
  text: string;
  report: SignedCopyReport;
  level: SignatureLevel;
  /** What follows the report (the dialog's Close). */
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Alert
        styles={READABLE_ALERT}
        color="green"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={props.title}
      >
        {props.text}
      </Alert>
      <SignedCopyCard copy={props.report} level={props.level} />
      {props.children}
    </Stack>
  );
}
