import { Alert, List, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconMailShare } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { isFrozenStatus } from "../../../lib/agreement-status";
import { fieldErrorsFromError } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import {
  isPecNotReady,
  SENDPEC_FIELDS,
  usePecRecipientSuggestions,
  usePecSignedCopies,
  useSendPec,
} from "../api/pec-send-api";
import { useRetained } from "../hooks/use-retained";
import { recipientsErrorText, recipientsProblem, splitAddresses } from "../model/email-addresses";
import { addressesNotKnownAsPec, attachmentFields, type PecAttachment } from "../model/pec-recipients";
import { type DialogOpening, DocumentDialog } from "./document-dialog";
import { PecAttachmentChoice } from "./pec-attachment-choice";
import { PecNotReadyAlert } from "./pec-not-ready-alert";
import { PecSuggestions } from "./pec-suggestions";
import { RecipientsInput } from "./recipients-input";

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

interface FormState {
  to: string[];
  pending: string;
  subject: string;
  message: string;
  attachment: PecAttachment;
}

/** «Invia via PEC»: the request, and what to do once the PEC is in the outbox. */
export interface PecDialogOpening extends DialogOpening {
  onSent: (agreementId: number) => void;
}

/**
 * «Invia via PEC» (issue 47 §2): from the firm's PEC mailbox, to one or more recipients offered
 * from the parties' and the address book's PEC (any other address is warned of), with the
 * contract, its frozen PDF or a kept signed copy. The server answers 202: the job queue sends it
 * and the «PEC» tab follows the receipts.
 */
export function SendPecDialog({ request, onClose, onSent }: PecDialogOpening) {
  const { t } = useTranslation();
  const shown = useRetained(request);
  const id = shown?.agreement.id ?? null;
  const frozen = shown ? isFrozenStatus(shown.agreement.status) : false;
  const send = useSendPec();
  const suggestions = usePecRecipientSuggestions(request ? id : null);
  const copies = usePecSignedCopies(request ? id : null);
  const [form, setForm] = useState<FormState>({
    to: [],
    pending: "",
    subject: "",
    message: "",
    attachment: "pdf",
  });
  const [showErrors, setShowErrors] = useState({ to: false, subject: false });
  const [stale, setStale] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!request) return;
    setForm({
      to: [],
      pending: "",
      subject: request.agreement.title.slice(0, SUBJECT_MAX),
      message: "",
      attachment: isFrozenStatus(request.agreement.status) ? "frozen" : "pdf",
    });
    setShowErrors({ to: false, subject: false });
    setStale(new Set());
    send.reset();
  }, [request, send.reset]);

  const update = (patch: Partial<FormState>, field: string) => {
    setForm((current) => ({ ...current, ...patch }));
    setStale((current) => new Set(current).add(field));
  };

  const known = suggestions.data ?? [];
  const recipients = splitAddresses([...form.to, form.pending].join(" "));
  const problem = recipientsProblem(recipients);
  // Warned of only once the list is read: before, every address would look unknown.
  const unknown = suggestions.isSuccess ? addressesNotKnownAsPec(form.to, known) : [];
  const notReady = isPecNotReady(send.error);
  const serverFields = fieldErrorsFromError(send.error, SENDPEC_FIELDS);
  const said = (field: string) => (stale.has(field) ? undefined : serverFields[field]);

  const toError = recipientsErrorText(t, problem, showErrors.to, said("to_email"));
  const subjectError =
    said("subject") ??
    (showErrors.subject && !form.subject.trim() ? t("documents.email.subjectRequired") : undefined);

  const submit = () => {
    setShowErrors({ to: true, subject: true });
    if (!request || problem || !form.subject.trim()) return;
    setForm((current) => ({ ...current, to: recipients, pending: "" }));
    // An address typed and sent at once is warned of first: the next click sends.
    const typedUnknown = addressesNotKnownAsPec(splitAddresses(form.pending), known);
    if (suggestions.isSuccess && typedUnknown.length > 0) return;
    setStale(new Set());
    const agreementId = request.agreement.id;
    send.mutate(
      {
        id: agreementId,
        body: {
          to_email: recipients,
          subject: form.subject.trim(),
          message_email: form.message,
          ...attachmentFields(form.attachment),
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess(t("documents.pec.queued", { count: result.recipients.length }));
          onClose();
          onSent(agreementId);
        },
      },
    );
  };

  return (
    <DocumentDialog
      request={request}
      shown={shown}
      onClose={onClose}
      title={t("documents.pec.title")}
      intro={(title) => t("documents.pec.intro", { title })}
      size="lg"
      closeOnClickOutside={false}
      onSubmit={submit}
      pending={send.isPending}
      failure={{
        error: notReady ? null : send.error,
        title: t("documents.pec.failed"),
        fields: SENDPEC_FIELDS,
      }}
      action={{ label: t("documents.pec.send"), icon: <IconMailShare size={18} aria-hidden /> }}
      footnote={
        <Text size="xs" c="dimmed">
          {t("documents.pec.footnote")}
        </Text>
      }
    >
      <PecSuggestions
        suggestions={suggestions.isError ? [] : suggestions.data}
        recipients={form.to}
        onChange={(to) => update({ to }, "to_email")}
      />
      <RecipientsInput
        label={t("documents.pec.to")}
        description={t("documents.pec.toDescription")}
        value={form.to}
        onChange={(to) => update({ to }, "to_email")}
        searchValue={form.pending}
        onSearchChange={(pending) => update({ pending }, "to_email")}
        onBlur={() => setShowErrors((s) => ({ ...s, to: s.to || recipients.length > 0 }))}
        error={toError}
      />
      {unknown.length > 0 && (
        <Alert
          styles={READABLE_ALERT}
          color="orange"
          role="status"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("documents.pec.notPecTitle", { count: unknown.length })}
        >
          <List size="sm" spacing={2}>
            {unknown.map((address) => (
              <List.Item key={address} style={{ overflowWrap: "anywhere" }}>
                {address}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {t("documents.pec.notPec", { count: unknown.length })}
          </Text>
        </Alert>
      )}
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
        label={t("documents.pec.message")}
        value={form.message}
        onChange={(e) => update({ message: e.currentTarget.value }, "message_email")}
        error={said("message_email")}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MESSAGE_MAX}
      />
      <PecAttachmentChoice
        value={form.attachment}
        onChange={(attachment) => update({ attachment }, "attachment_extension")}
        frozen={frozen}
        copies={copies.data ?? []}
        error={
          stale.has("attachment_extension")
            ? undefined
            : (serverFields.attachment_extension ?? serverFields.signed_copy)
        }
      />
      {/* Beside the buttons, where the other failures are said. */}
      <PecNotReadyAlert error={send.error} onLeave={onClose} />
    </DocumentDialog>
  );
}
