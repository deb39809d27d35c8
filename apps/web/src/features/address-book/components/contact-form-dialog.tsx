import type {
  AddressBookContactDetail,
  AddressBookTypology,
  AddressBookTypologyDefinition,
} from "@app/contracts";
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { DateField } from "../../../components/date-fields";
import { NotFoundState } from "../../../components/not-found-state";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing } from "../../../lib/route-id";
import { useTranslation } from "../../../lib/use-translation";
import { useContact, useSaveContact, useTypologies } from "../api/address-book-api";

export interface ContactFormDialogProps {
  opened: boolean;
  /** The contact to edit, or null for a new one. */
  id: number | null;
  /** A new contact's first values (from a contract's party, say). */
  initial?: { typology: AddressBookTypology; data: Record<string, string> };
  /** The kinds of party offered (all by default). */
  allowed?: readonly AddressBookTypology[];
  onClose: () => void;
  /** After a save; with duplicates the dialog stays open to show them. */
  onSaved?: (saved: AddressBookContactDetail) => void;
}

/**
 * A contact's form in a dialog: its fields those of its kind of party; what the server refuses
 * stays beside each field, and nothing typed is lost. A contact with the same fiscal code or VAT
 * number is a warning, shown after the save.
 */
export function ContactFormDialog({
  opened,
  id,
  initial,
  allowed,
  onClose,
  onSaved,
}: ContactFormDialogProps) {
  const { t, i18n } = useTranslation();
  const typologies = useTypologies();
  const contact = useContact(id);
  const save = useSaveContact();
  const missing = useItemMissing(contact.error);
  const [typology, setTypology] = useState<AddressBookTypology>(initial?.typology ?? allowed?.[0] ?? "PF");
  const [values, setValues] = useState<Record<string, string>>(initial?.data ?? {});
  // What the form held when it opened (or was last saved): closing with anything else asks first.
  const [baseline, setBaseline] = useState<ContactFormState>(() => ({ typology, values }));
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [duplicates, setDuplicates] = useState<{ id: number; title: string }[]>([]);
  const language = i18n.language === "en" ? "en" : "it";

  // An existing contact's values, with the ones the caller brings on top (a contract's party).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial values are read once, with the contact
  useEffect(() => {
    if (!contact.data) return;
    const loaded = {
      typology: initial?.typology ?? contact.data.typology,
      values: { ...contact.data.data, ...(initial?.data ?? {}) },
    };
    setTypology(loaded.typology);
    setValues(loaded.values);
    setBaseline(loaded);
  }, [contact.data]);

  const close = onClose;
  // Esc, the close button, a click outside or Annulla on what was typed: asked before it is lost
  // (issue 44: Esc threw a filled «Nuovo contatto» away).
  const interrupted = useRef<HTMLElement | null>(null);
  const requestClose = () => {
    if (!formChanged(baseline, { typology, values })) return close();
    interrupted.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirmingDiscard(true);
  };
  // Back to the form, on the control the question interrupted: the form's focus trap, active
  // again, focuses its `data-autofocus` (else it would go to the first field).
  const keepEditing = () => {
    for (const element of document.querySelectorAll("[data-return-focus]")) {
      element.removeAttribute("data-return-focus");
      element.removeAttribute("data-autofocus");
    }
    interrupted.current?.setAttribute("data-return-focus", "");
    interrupted.current?.setAttribute("data-autofocus", "");
    setConfirmingDiscard(false);
  };
  const definition: AddressBookTypologyDefinition | undefined = typologies.data?.results.find(
    (d) => d.typology === typology,
  );
  const slugs = definition?.fields.map((f) => `data.${f.slug}`) ?? [];
  const errors = serverFormErrors(save.error, ["typology", ...slugs]);

  const submit = () => {
    if (!definition) return;
    // Every field of the kind, so a cleared one is cleared on the server too.
    const data = Object.fromEntries(definition.fields.map((f) => [f.slug, values[f.slug] ?? ""]));
    save.mutate(
      { id, body: { typology, data } },
      {
        onSuccess: (saved) => {
          setBaseline({ typology, values });
          notifySuccess(t("addressBook.form.saved", { title: saved.title }));
          onSaved?.(saved);
          if (saved.duplicates.length > 0) setDuplicates(saved.duplicates);
          else close();
        },
      },
    );
  };

  const loading = typologies.isPending || (id !== null && contact.isPending);
  return (
    // A stack: while the question is asked it alone is shown, takes the focus and answers Esc.
    <Modal.Stack>
      <Modal
        stackId="contact-form"
        opened={opened}
        onClose={requestClose}
        size="lg"
        centered
        title={id === null ? t("addressBook.form.createTitle") : t("addressBook.form.editTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {missing ? (
          <NotFoundState inDialog back={{ onClick: close }} />
        ) : loading ? (
          <Skeleton height={300} />
        ) : typologies.isError || (id !== null && contact.isError) ? (
          <Text c="red.8" role="alert">
            {t("addressBook.form.loadError")}
          </Text>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            noValidate
          >
            <Stack>
              <Select
                label={t("addressBook.form.typology")}
                data={(typologies.data?.results ?? [])
                  .filter((d) => !allowed || allowed.includes(d.typology))
                  .map((d) => ({
                    value: d.typology,
                    label: d.label[language],
                  }))}
                value={typology}
                allowDeselect={false}
                onChange={(value) => value && setTypology(value as AddressBookTypology)}
                error={errors.fields.typology}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {definition?.fields.map((field) =>
                  field.kind === "date" ? (
                    <DateField
                      key={field.slug}
                      label={field.label[language]}
                      required={field.required}
                      value={values[field.slug] ?? ""}
                      onChange={(day) => setValues((current) => ({ ...current, [field.slug]: day }))}
                      error={errors.fields[`data.${field.slug}`]}
                    />
                  ) : (
                    <TextInput
                      key={field.slug}
                      label={field.label[language]}
                      required={field.required}
                      type={field.kind === "email" || field.kind === "pec" ? "email" : "text"}
                      value={values[field.slug] ?? ""}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setValues((current) => ({ ...current, [field.slug]: value }));
                      }}
                      error={errors.fields[`data.${field.slug}`]}
                      maxLength={500}
                    />
                  ),
                )}
              </SimpleGrid>
              {errors.other.length > 0 && (
                <Alert
                  styles={READABLE_ALERT}
                  color="red"
                  title={t("addressBook.form.notSaved")}
                  role="alert"
                >
                  {errors.other.map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))}
                </Alert>
              )}
              {duplicates.length > 0 && (
                <Alert
                  styles={READABLE_ALERT}
                  color="orange"
                  icon={<IconAlertTriangle aria-hidden />}
                  title={t("addressBook.form.duplicatesTitle")}
                >
                  <Text size="sm">
                    {t("addressBook.form.duplicates", { titles: duplicates.map((d) => d.title).join(", ") })}
                  </Text>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={requestClose}>
                  {duplicates.length > 0 ? t("common.close") : t("addressBook.form.cancel")}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t("addressBook.form.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <Modal
        stackId="contact-discard"
        opened={confirmingDiscard}
        onClose={keepEditing}
        title={id === null ? t("addressBook.form.discardNewTitle") : t("addressBook.form.discardTitle")}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack>
          <Text size="sm">{t("addressBook.form.discardText")}</Text>
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              onClick={() => {
                setConfirmingDiscard(false);
                close();
              }}
            >
              {t("addressBook.form.discard")}
            </Button>
            <Button data-autofocus onClick={keepEditing}>
              {t("addressBook.form.keepEditing")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal.Stack>
  );
}

interface ContactFormState {
  typology: AddressBookTypology;
  values: Record<string, string>;
}

/** Whether the form holds something other than it opened with (a field left blank is no change). */
function formChanged(before: ContactFormState, now: ContactFormState): boolean {
  if (before.typology !== now.typology) return true;
  const slugs = new Set([...Object.keys(before.values), ...Object.keys(now.values)]);
  return [...slugs].some((slug) => (before.values[slug] ?? "").trim() !== (now.values[slug] ?? "").trim());
}
