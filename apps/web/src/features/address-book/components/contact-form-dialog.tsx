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
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-fields";
import { NotFoundState } from "../../../components/not-found-state";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing } from "../../../lib/route-id";
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
  const [duplicates, setDuplicates] = useState<{ id: number; title: string }[]>([]);
  const language = i18n.language === "en" ? "en" : "it";

  // An existing contact's values, with the ones the caller brings on top (a contract's party).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial values are read once, with the contact
  useEffect(() => {
    if (!contact.data) return;
    setTypology(initial?.typology ?? contact.data.typology);
    setValues({ ...contact.data.data, ...(initial?.data ?? {}) });
  }, [contact.data]);

  const close = onClose;
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
    <Modal
      opened={opened}
      onClose={close}
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
              <Alert styles={READABLE_ALERT} color="red" title={t("addressBook.form.notSaved")} role="alert">
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
              <Button variant="default" onClick={close}>
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
  );
}
