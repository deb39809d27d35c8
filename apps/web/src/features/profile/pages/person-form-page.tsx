import type { ColleagueInviteBody, ColleagueUpdateBody, MemberRole, Profile } from "@app/contracts";
import { Switch } from "@mantine/core";
import { NEW_PERSON, PersonFields } from "../../../components/person-fields";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import { useTranslation } from "../../../lib/use-translation";
import { usePerson, useSavePerson } from "../api/profile-api";

const FIELDS = ["username", "first_name", "last_name", "email", "phone"] as const;

type PersonValues = Record<(typeof FIELDS)[number], string> & {
  language: "it" | "en";
  role: MemberRole;
  is_active: boolean;
};

function PersonForm(form: FormProps<Profile, PersonValues>) {
  const { t } = useTranslation();
  const { values, set, item } = form;
  return (
    <>
      <PersonFields {...form} fields={FIELDS} labels={{ fields: "profile.fields", roles: "profile.roles" }} />
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
  newValues: () => ({ ...NEW_PERSON, is_active: true }),
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
  required: ["username", "first_name", "last_name", "email"],
  Form: PersonForm,
};

export const PersonFormPage = () => <ResourceEditPage declaration={personEdit} />;
