import type { AgreementSummary } from "@app/contracts";
import { Modal, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDuplicateAgreement } from "../api/agreement-list-api";

/**
 * Duplicate (spec §4, §5): the copy needs a title of its own; once made, the customer lands on
 * the copy's customise page.
 */
export function DuplicateDialog({
  agreement,
  onClose,
}: {
  agreement: AgreementSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateAgreement();
  const [title, setTitle] = useState("");
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!agreement) return;
    setTitle(t("agreements.duplicate.defaultTitle", { title: agreement.title }).slice(0, 200));
    setTouched(false);
    duplicate.reset();
  }, [agreement, t, duplicate.reset]);

  const errors = serverFormErrors(duplicate.error, ["title"]);
  const serverError = errors.fields.title;
  const error = serverError ?? (touched && !title.trim() ? t("agreements.duplicate.required") : undefined);

  const submit = () => {
    setTouched(true);
    if (!agreement || !title.trim()) return;
    duplicate.mutate(
      { id: agreement.id, title: title.trim() },
      {
        onSuccess: (copy) => {
          notifySuccess(t("agreements.duplicate.done"));
          onClose();
          navigate(pathTo("customer-agreement-agreement-edit-customize-agreement", { id: copy.id }));
        },
      },
    );
  };

  return (
    <Modal opened={agreement !== null} onClose={onClose} title={t("agreements.duplicate.title")} centered>
      <ResourceForm
        framed={false}
        onSubmit={submit}
        otherErrors={errors.other}
        otherErrorsTitle={t("agreements.duplicate.failed")}
        submitLabel={t("agreements.duplicate.confirm")}
        cancel={{ label: t("agreements.duplicate.cancel"), onClick: onClose }}
        pending={duplicate.isPending}
      >
        <Text size="sm">{t("agreements.duplicate.text", { title: agreement?.title ?? "" })}</Text>
        <TextInput
          label={t("agreements.duplicate.newTitle")}
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            if (duplicate.isError) duplicate.reset();
          }}
          onBlur={() => setTouched(true)}
          error={error}
          required
          maxLength={200}
          data-autofocus
        />
      </ResourceForm>
    </Modal>
  );
}
