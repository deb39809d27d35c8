import { PASSWORD_MIN_LENGTH, type Profile, type SessionInfo } from "@app/contracts";
import {
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { ResourceForm } from "../../../components/resource-form";
import { api } from "../../../lib/api-client";
import { serverFormErrors } from "../../../lib/form-errors";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { TFunction } from "../../../lib/translator";
import { useTranslation } from "../../../lib/use-translation";
import { useEndOtherSessions, useEndSession, useSavePerson, useSessions } from "../api/profile-api";

/** My details: names, e-mail, phone, language (issue 16). */
export function MyDetails({ me }: { me: Profile }) {
  const { t } = useTranslation();
  const save = useSavePerson(me.id);
  const [values, setValues] = useState({
    first_name: me.first_name,
    last_name: me.last_name,
    email: me.email,
    phone: me.phone,
    language: me.language,
  });
  const errors = serverFormErrors(save.error, Object.keys(values));
  const field = (name: "first_name" | "last_name" | "email" | "phone") => (
    <TextInput
      label={t(`profile.fields.${name}`)}
      value={values[name]}
      required={name !== "phone"}
      type={name === "email" ? "email" : "text"}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={errors.fields[name]}
    />
  );
  return (
    <Card withBorder component="section" aria-labelledby="my-details">
      <Title order={2} size="h4" id="my-details" mb="sm">
        {t("profile.me.title")}
      </Title>
      <ResourceForm
        framed={false}
        onSubmit={() => save.mutate(values, { onSuccess: () => notifySuccess(t("common.saved")) })}
        otherErrors={errors.other}
        otherErrorsTitle={t("profile.notSaved")}
        submitLabel={t("profile.save")}
        cancel={{
          label: t("profile.reset"),
          onClick: () =>
            setValues({
              first_name: me.first_name,
              last_name: me.last_name,
              email: me.email,
              phone: me.phone,
              language: me.language,
            }),
        }}
        pending={save.isPending}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field("first_name")}
          {field("last_name")}
          {field("email")}
          {field("phone")}
          <Select
            label={t("profile.fields.language")}
            data={[
              { value: "it", label: "Italiano" },
              { value: "en", label: "English" },
            ]}
            value={values.language}
            allowDeselect={false}
            onChange={(value) => value && setValues((v) => ({ ...v, language: value as "it" | "en" }))}
          />
        </SimpleGrid>
      </ResourceForm>
    </Card>
  );
}

/** Change password (spec §5: old, new and confirm mandatory, the new ones matching). */
export function ChangePassword() {
  const { t } = useTranslation();
  const empty = { old_password: "", new_password1: "", new_password2: "" };
  const [values, setValues] = useState(empty);
  const change = useMutation({
    mutationFn: (body: typeof empty) => api.post<unknown>("/api-auth/change-password/", body),
    meta: { silentError: true },
  });
  const errors = serverFormErrors(change.error, Object.keys(empty));
  const mismatch = values.new_password2 !== "" && values.new_password1 !== values.new_password2;
  const complete = values.old_password !== "" && values.new_password1 !== "" && values.new_password2 !== "";
  // Said beside the field from the start, and the change waits for it (issue 35: 12 characters).
  const longEnough = values.new_password1.length >= PASSWORD_MIN_LENGTH;
  const input = (name: keyof typeof empty) => (
    <PasswordInput
      label={t(`profile.password.${name}`)}
      required
      autoComplete={name === "old_password" ? "current-password" : "new-password"}
      description={
        name === "new_password1"
          ? t("auth.validation.passwordMinLength", { count: PASSWORD_MIN_LENGTH })
          : undefined
      }
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={name === "new_password2" && mismatch ? t("profile.password.mismatch") : errors.fields[name]}
    />
  );
  return (
    <Card withBorder component="section" aria-labelledby="change-password">
      <Title order={2} size="h4" id="change-password" mb="sm">
        {t("profile.password.title")}
      </Title>
      <ResourceForm
        framed={false}
        onSubmit={() =>
          change.mutate(values, {
            onSuccess: () => {
              notifySuccess(t("profile.password.changed"));
              setValues(empty);
            },
          })
        }
        otherErrors={errors.other}
        otherErrorsTitle={t("profile.notSaved")}
        submitLabel={t("profile.password.submit")}
        cancel={{ label: t("profile.reset"), onClick: () => setValues(empty) }}
        pending={change.isPending}
        canSubmit={complete && !mismatch && longEnough}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {input("old_password")}
          {input("new_password1")}
          {input("new_password2")}
        </SimpleGrid>
      </ResourceForm>
    </Card>
  );
}

/** Where I am signed in: sign out of one device, or of all the others. */
/** A device signed in: what it is and where from, since when, and ending it unless it is this one. */
function sessionColumns(t: TFunction, end: (id: string) => void): DataColumn<SessionInfo, never>[] {
  return [
    {
      key: "device",
      label: t("profile.sessions.device"),
      cell: (session) => (
        <>
          <Text size="sm" lineClamp={1} title={session.user_agent ?? ""}>
            {session.user_agent ?? t("profile.sessions.unknownDevice")}
          </Text>
          <Text size="xs" c="dimmed">
            {session.ip}
          </Text>
        </>
      ),
    },
    {
      key: "since",
      label: t("profile.sessions.since"),
      cell: (session) => formatDate(session.created_at, DISPLAY_DATE_TIME),
    },
    {
      key: "actions",
      label: t("profile.sessions.actions"),
      hideLabel: true,
      cellProps: { ta: "right" },
      cell: (session) =>
        session.current ? (
          <Text size="sm" fw={600}>
            {t("profile.sessions.current")}
          </Text>
        ) : (
          <Button size="xs" variant="subtle" color="red" onClick={() => end(session.id)}>
            {t("profile.sessions.end")}
          </Button>
        ),
    },
  ];
}

export function MySessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.results ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="my-sessions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="my-sessions">
          {t("profile.sessions.title")}
        </Title>
        <Button
          size="xs"
          variant="default"
          disabled={list.length <= 1}
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => notifySuccess(t("profile.sessions.endedOthers")),
              onError: notifyError,
            })
          }
        >
          {t("profile.sessions.endOthers")}
        </Button>
      </Group>
      <DataTable
        label={t("profile.sessions.title")}
        columns={sessionColumns(t, (id) => end.mutate(id, { onError: notifyError }))}
        rows={list}
        minWidth={560}
      />
    </Card>
  );
}
