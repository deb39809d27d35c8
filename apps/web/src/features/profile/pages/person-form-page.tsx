import type { ColleagueInviteBody, ColleagueUpdateBody, MemberRole, Profile } from "@app/contracts";
import { Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { usePerson, useSavePerson } from "../api/profile-api";

const FIELDS = ["username", "first_name", "last_name", "email", "phone"] as const;

type PersonValues = Record<(typeof FIELDS)[number], string> & {
  language: "it" | "en";
  role: MemberRole;
  is_active: boolean;
};

function PersonForm({ values, set, errors, item }: FormProps<Profile, PersonValues>) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`profile.fields.${name}`)}
            required={name !== "phone"}
            disabled={name === "username" && item !== undefined}
            type={name === "email" ? "email" : "text"}
            value={values[name] ?? ""}
            onChange={(event) => set({ [name]: event.currentTarget.value })}
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
          onChange={(value) => value && set({ language: value as "it" | "en" })}
        />
        <Select
          label={t("profile.fields.role")}
          data={(["member", "administrator"] as const).map((role) => ({
            value: role,
            label: t(`profile.roles.${role}`),
          }))}
          value={values.role}
          allowDeselect={false}
          onChange={(value) => value && set({ role: value as MemberRole })}
          error={errors.fields.role}
        />
      </SimpleGrid>
      {item !== undefined && (
        <Switch
          label={t("profile.people.activeSwitch")}
          checked={values.is_active}
          onChange={(event) => set({ is_active: event.currentTarget.checked })}
        />
      )}
    </>
  );
}

/**
 * `customer-profile-profile-create` and `{id}/edit` (issue 16): the firm's administrator invites
 * a colleague (the invitation e-mail sets the password) or changes one: details, role, access.
 */
const personEdit: EditPageDeclaration<Profile, PersonValues, ColleagueInviteBody | ColleagueUpdateBody> = {
  list: "customer-profile-profile-list",
  edit: "customer-profile-profile-edit",
  useItem: usePerson,
  useSave: useSavePerson,
  newValues: () => ({
    username: "",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
    language: "it",
    role: "member",
    is_active: true,
  }),
  valuesOf: ({ username, first_name, last_name, email, phone, language, role, is_active }) => ({
    username,
    first_name,
    last_name,
    email,
    phone,
    language,
    role: role ?? "member",
    is_active,
  }),
  // The username is chosen once; access is changed, not set, on an invitation.
  bodyOf: ({ username, is_active, ...person }, item) =>
    item === undefined ? { ...person, username } : { ...person, is_active },
  fields: [...FIELDS, "role", "is_active", "language"],
  texts: {
    new: "profile.people.inviteTitle",
    edit: "profile.people.editTitle",
    create: "profile.people.sendInvite",
    save: "profile.save",
    back: "profile.cancel",
    notSaved: "profile.notSaved",
  },
  createdNotice: (saved, t) => t("profile.people.invited_done", { email: saved.email }),
  afterSave: "list",
  canSubmit: (v) => v.username !== "" && v.first_name !== "" && v.last_name !== "" && v.email !== "",
  Form: PersonForm,
};

export const PersonFormPage = () => <ResourceEditPage declaration={personEdit} />;
