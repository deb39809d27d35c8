import type { PecSecurity, PecSettings, PecSettingsScope } from "@app/contracts";
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { OtherErrorsAlert } from "../../../components/other-errors-alert";
import { PasswordField } from "../../../components/password-field";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useSavePecSettings } from "../api/pec-settings-api";
import {
  bodyOf,
  DEFAULT_PORTS,
  PEC_SETTINGS_FIELDS,
  type PecSettingsValues,
  pecSettingsRules,
  SECURITIES,
  valuesOf,
} from "../model/pec-settings-values";
import { PecConnectionTest } from "./pec-connection-test";

const isSecurity = (value: string | null): value is PecSecurity =>
  (SECURITIES as readonly (string | null)[]).includes(value);

/**
 * The PEC mailbox's form (issue 47 §1): the address, the SMTP server it sends through, the IMAP
 * server the receipts are read from, the login. The password is write-only: the field starts
 * empty and, left empty, keeps the stored one. The connection test runs on what is saved.
 */
export function PecSettingsForm({ settings, scope }: { settings: PecSettings; scope: PecSettingsScope }) {
  const { t } = useTranslation();
  const save = useSavePecSettings();
  const [other, setOther] = useState<string[]>([]);
  // The stored password is the one of the settings shown: a person's own first mailbox needs one.
  const keepsPassword = settings.password_set && settings.scope === scope;
  const form = useForm<PecSettingsValues>({
    mode: "controlled",
    initialValues: valuesOf(settings),
    validate: pecSettingsRules(t, () => keepsPassword),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setOther([]);
    save.mutate(bodyOf(values, scope), {
      onSuccess: (saved) => {
        const next = valuesOf(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        notifySuccess(t("profile.pec.saved"));
      },
      onError: (error) => {
        const said = serverFormErrors(error, PEC_SETTINGS_FIELDS);
        form.setErrors(said.fields);
        setOther(said.other);
      },
    });
  });

  const security = (kind: "smtp" | "imap") => {
    const name = `${kind}_security` as const;
    return (
      <Select
        label={t(`profile.pec.fields.${name}`)}
        data={SECURITIES.map((value: PecSecurity) => ({ value, label: t(`profile.pec.security.${value}`) }))}
        required
        allowDeselect={false}
        {...form.getInputProps(name)}
        onChange={(value) => {
          if (!isSecurity(value)) return;
          const values = form.getValues();
          // A port left at the usual one for the old security follows to the new one's (465 → 587).
          if (Number(values[`${kind}_port`]) === DEFAULT_PORTS[values[name]][kind])
            form.setFieldValue(`${kind}_port`, DEFAULT_PORTS[value][kind]);
          form.setFieldValue(name, value);
        }}
      />
    );
  };
  const server = (kind: "smtp" | "imap") => (
    <Fieldset legend={t(`profile.pec.${kind}Legend`)} variant="unstyled">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t(`profile.pec.fields.${kind}_host`)}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps(`${kind}_host`)}
          />
          <NumberInput
            label={t(`profile.pec.fields.${kind}_port`)}
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            required
            maw={140}
            {...form.getInputProps(`${kind}_port`)}
          />
        </Group>
        {security(kind)}
      </Stack>
    </Fieldset>
  );

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t("profile.pec.formLabel")} aria-busy={save.isPending}>
        <Stack gap="md">
          <TextInput
            label={t("profile.pec.fields.address")}
            description={t("profile.pec.addressHint")}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps("address")}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {server("smtp")}
            {server("imap")}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("profile.pec.fields.username")}
              autoComplete="off"
              spellCheck={false}
              required
              {...form.getInputProps("username")}
            />
            <PasswordField
              label={t("profile.pec.fields.password")}
              description={keepsPassword ? t("profile.pec.passwordKeep") : t("profile.pec.passwordFirst")}
              autoComplete="new-password"
              required={!keepsPassword}
              {...form.getInputProps("password")}
            />
          </SimpleGrid>
          <OtherErrorsAlert title={t("profile.notSaved")} lines={other} />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t("profile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <PecConnectionTest settings={settings} scope={scope} unsaved={form.isDirty()} />
    </Stack>
  );
}
