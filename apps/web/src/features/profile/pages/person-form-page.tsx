import type { MemberRole } from "@app/contracts";
import { Paper, Select, SimpleGrid, Skeleton, Stack, Switch, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { usePerson, useSavePerson } from "../api/profile-api";

const FIELDS = ["username", "first_name", "last_name", "email", "phone"] as const;

/**
 * `customer-profile-profile-create` and `{id}/edit` (issue 16): the firm's administrator invites
 * a colleague (the invitation e-mail sets the password) or changes one: details, role, access.
 */
export function PersonFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const person = usePerson(id);
  const save = useSavePerson(id);
  const missing = useItemMissing(person.error);
  const [values, setValues] = useState({
    username: "",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
    language: "it" as "it" | "en",
    role: "member" as MemberRole,
    is_active: true,
  });
  useEffect(() => {
    if (!person.data) return;
    const { username, first_name, last_name, email, phone, language, role, is_active } = person.data;
    setValues({ username, first_name, last_name, email, phone, language, role: role ?? "member", is_active });
  }, [person.data]);
  const errors = serverFormErrors(save.error, [...FIELDS, "role", "is_active", "language"]);
  const back = pathTo("customer-profile-profile-list");
  const submit = () => {
    const { username, is_active, ...person } = values;
    save.mutate(id === null ? { ...person, username } : { ...person, is_active }, {
      onSuccess: (saved) => {
        notifySuccess(
          id === null ? t("profile.people.invited_done", { email: saved.email }) : t("common.saved"),
        );
        navigate(back);
      },
    });
  };
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && person.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void person.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t("profile.people.inviteTitle") : t("profile.people.editTitle")}</Title>
      {id !== null && !person.data ? (
        <Skeleton height={300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={submit}
            otherErrors={errors.other}
            otherErrorsTitle={t("profile.notSaved")}
            submitLabel={id === null ? t("profile.people.sendInvite") : t("profile.save")}
            cancel={{ label: t("profile.cancel"), to: back }}
            pending={save.isPending}
            canSubmit={
              values.username !== "" &&
              values.first_name !== "" &&
              values.last_name !== "" &&
              values.email !== ""
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FIELDS.map((name) => (
                <TextInput
                  key={name}
                  label={t(`profile.fields.${name}`)}
                  required={name !== "phone"}
                  disabled={name === "username" && id !== null}
                  type={name === "email" ? "email" : "text"}
                  value={values[name] ?? ""}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((v) => ({ ...v, [name]: value }));
                  }}
                  error={errors.fields[name]}
                />
              ))}
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
              <Select
                label={t("profile.fields.role")}
                data={(["member", "administrator"] as const).map((role) => ({
                  value: role,
                  label: t(`profile.roles.${role}`),
                }))}
                value={values.role}
                allowDeselect={false}
                onChange={(value) => value && setValues((v) => ({ ...v, role: value as MemberRole }))}
                error={errors.fields.role}
              />
            </SimpleGrid>
            {id !== null && (
              <Switch
                label={t("profile.people.activeSwitch")}
                checked={values.is_active}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((v) => ({ ...v, is_active: checked }));
                }}
              />
            )}
          </ResourceForm>
        </Paper>
      )}
    </Stack>
  );
}
