import type { DownloadFormat } from "@app/contracts";
import { Textarea, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { useTranslation } from "../../../lib/use-translation";
import { SENDMAIL_FIELDS, useKeptCalculations, useSendAgreementEmail } from "../api/document-api";
import { useRetained } from "../hooks/use-retained";
import { recipientsErrorText, recipientsProblem, splitAddresses } from "../model/email-addresses";
import { closeWhenDone, type DialogOpening, DocumentDialog } from "./document-dialog";
import { FormatChoice } from "./format-choice";
import { ProspettoChoice } from "./prospetto-choice";
import { RecipientsInput } from "./recipients-input";

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

interface FormState {
  to: string[];
  /** Text typed in the recipients box but not yet turned into an address. */
  pending: string;
  subject: string;
  message: string;
  format: DownloadFormat;
}

/** Every address, including one still being typed when the form is sent. */
function allRecipients(form: FormState): string[] {
  return splitAddresses([...form.to, form.pending].join(" "));
}

/**
 * The send-agreement-by-email dialog (spec §2, §3, §5): recipients, subject, message and the
 * attachment's format. On failure what was typed stays, with the server's reasons beside the
 * fields; on success the server's answer is the notice ('Email successfully sent').
 */
export function SendEmailDialog({ request, onClose }: DialogOpening) {
  const { t } = useTranslation();
  const shown = useRetained(request);
  const send = useSendAgreementEmail();
  const [form, setForm] = useState<FormState>({
    to: [],
    pending: "",
    subject: "",
    message: "",
    format: "docx",
  });
  const kept = useKeptCalculations(shown?.agreement.id ?? null);
  // Until the customer changes them, every prospetto the contract keeps goes along.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const prospetti = chosen ?? kept.data?.map((calculation) => calculation.calculator) ?? [];
  const [showErrors, setShowErrors] = useState({ to: false, subject: false });
  // The server's field errors stay beside a field until that field changes.
  const [stale, setStale] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!request) return;
    setForm({
      to: [],
      pending: "",
      subject: request.agreement.title.slice(0, SUBJECT_MAX),
      message: "",
      format: "docx",
    });
    setChosen(null);
    setShowErrors({ to: false, subject: false });
    setStale(new Set());
    send.reset();
  }, [request, send.reset]);

  const update = (patch: Partial<FormState>, field: string) => {
    setForm((current) => ({ ...current, ...patch }));
    setStale((current) => new Set(current).add(field));
  };

  const recipients = allRecipients(form);
  const problem = recipientsProblem(recipients);
  const serverFields = fieldErrorsFromError(send.error, SENDMAIL_FIELDS);

  // The server answers an error on any one address under the list's key (`to_email`): each
  // address is checked here already, and marked, before the form is sent.
  const toError = recipientsErrorText(
    t,
    problem,
    showErrors.to,
    stale.has("to_email") ? undefined : serverFields.to_email,
  );
  const subjectError =
    (!stale.has("subject") && serverFields.subject) ||
    (showErrors.subject && !form.subject.trim() ? t("documents.email.subjectRequired") : undefined);

  const submit = () => {
    setShowErrors({ to: true, subject: true });
    if (!request || problem || !form.subject.trim()) return;
    setForm((current) => ({ ...current, to: recipients, pending: "" }));
    setStale(new Set());
    send.mutate(
      {
        id: request.agreement.id,
        body: {
          to_email: recipients,
          subject: form.subject.trim(),
          message_email: form.message,
          attachment_extension: form.format,
          prospetti,
        },
      },
      closeWhenDone(
        onClose,
        (answer: { detail?: string } | undefined) => answer?.detail ?? t("documents.email.sent"),
      ),
    );
  };

  return (
    <DocumentDialog
      request={request}
      shown={shown}
      onClose={onClose}
      title={t("documents.email.title")}
      intro={(title) => t("documents.email.intro", { title })}
      size="lg"
      closeOnClickOutside={false}
      onSubmit={submit}
      pending={send.isPending}
      failure={{ error: send.error, title: t("documents.email.failed"), fields: SENDMAIL_FIELDS }}
      action={{ label: t("documents.email.send"), icon: <IconSend size={18} aria-hidden /> }}
    >
      <RecipientsInput
        value={form.to}
        onChange={(to) => update({ to }, "to_email")}
        searchValue={form.pending}
        onSearchChange={(pending) => update({ pending }, "to_email")}
        onBlur={() => setShowErrors((s) => ({ ...s, to: s.to || recipients.length > 0 }))}
        error={toError}
      />
      <TextInput
        label={t("documents.email.subject")}
        value={form.subject}
        onChange={(e) => update({ subject: e.currentTarget.value }, "subject")}
        onBlur={() => setShowErrors((s) => ({ ...s, subject: true }))}
        error={subjectError}
        required
        maxLength={SUBJECT_MAX}
      />
      <Textarea
        label={t("documents.email.message")}
        description={t("documents.email.messageDescription")}
        value={form.message}
        onChange={(e) => update({ message: e.currentTarget.value }, "message_email")}
        error={stale.has("message_email") ? undefined : serverFields.message_email}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MESSAGE_MAX}
      />
      <FormatChoice
        label={t("documents.email.attachment")}
        value={form.format}
        onChange={(format) => update({ format }, "attachment_extension")}
        error={stale.has("attachment_extension") ? undefined : serverFields.attachment_extension}
      />
      <ProspettoChoice kept={kept.data ?? []} value={prospetti} onChange={setChosen} />
    </DocumentDialog>
  );
}
