import type { EditorProfileCreateBody, EditorProfileUpdateBody, MemberRole, Profile } from "@app/contracts";
import { Anchor, Badge, Button, Checkbox, Group, Select, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { NEW_PERSON, PersonFields } from "../../../components/person-fields";
import { READABLE_ORANGE } from "../../../components/readable-alert";
import {
  type EditPageDeclaration,
  type FormProps,
  ResourceEditPage,
} from "../../../components/resource-edit-page";
import {
  type ChoiceFilter,
  type ListPageDeclaration,
  ResourceListPage,
} from "../../../components/resource-list-page";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import {
  useCompanyOptions,
  useProfile,
  useProfileList,
  useSaveProfile,
  useSendPasswordLink,
} from "../api/editor-profile-api";

type ProfileOrder = "last_name" | "username" | "email" | "created_at";
type ProfileFilter = "search" | "is_customer" | "is_editor" | "is_active";
const displayName = (p: Profile) => [p.first_name, p.last_name].filter(Boolean).join(" ") || p.username;

const yesNoFilter = (filter: ProfileFilter, label: string): ChoiceFilter<ProfileFilter> => ({
  filter,
  label,
  options: (t) => [
    { value: "true", label: t("editorProfile.yes") },
    { value: "false", label: t("editorProfile.no") },
  ],
});

/** `editor-profile-profile-list`: every person, customers and editors, with their firm. */
const PROFILE_LIST: ListPageDeclaration<Profile, ProfileOrder, ProfileFilter> = {
  route: "editor-profile-profile-list",
  orders: ["last_name", "username", "email", "created_at"],
  defaultOrder: "last_name",
  descendingFirst: ["created_at"],
  filters: ["search", "is_customer", "is_editor", "is_active"],
  useList: useProfileList,
  create: { route: "editor-profile-profile-create", label: "editorProfile.profile.new" },
  search: "editorProfile.profile.search",
  choices: [
    yesNoFilter("is_customer", "editorProfile.profile.customer"),
    yesNoFilter("is_editor", "editorProfile.profile.editor"),
    yesNoFilter("is_active", "editorProfile.profile.active"),
  ],
  columns: (t) => [
    {
      key: "name",
      label: t("editorProfile.profile.name"),
      sort: "last_name",
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={pathTo("editor-profile-profile-edit", { id: row.id })} fw={600}>
            {displayName(row)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: "username",
      label: t("editorProfile.profile.username"),
      sort: "username",
      cell: (row) => row.username,
    },
    {
      key: "company",
      label: t("editorProfile.profile.company"),
      cell: (row) =>
        row.company_name ? `${row.company_name} (${t(`editorProfile.roles.${row.role}`)})` : "—",
    },
    {
      key: "roles",
      label: t("editorProfile.profile.roles"),
      cell: (row) => (
        <Group gap={4}>
          {row.is_customer && (
            <Badge variant="outline" color="indigo.9">
              {t("editorProfile.profile.customer")}
            </Badge>
          )}
          {row.is_editor && (
            <Badge variant="outline" color="grape.9">
              {t("editorProfile.profile.editor")}
            </Badge>
          )}
          {!row.is_active && (
            <Badge variant="outline" color="gray.7">
              {t("editorProfile.profile.disabled")}
            </Badge>
          )}
          {!row.has_password && (
            <Badge variant="outline" color={READABLE_ORANGE}>
              {t("editorProfile.profile.invited")}
            </Badge>
          )}
        </Group>
      ),
    },
  ],
  table: { label: "editorProfile.profile.table", minWidth: 760 },
  empty: "editorProfile.profile.empty",
};

export function ProfileListPage() {
  return <ResourceListPage declaration={PROFILE_LIST} />;
}

const TEXT_FIELDS = ["username", "first_name", "last_name", "email", "phone", "crmid"] as const;

interface ProfileValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  crmid: string;
  language: "it" | "en";
  is_customer: boolean;
  is_editor: boolean;
  is_active: boolean;
  company: string;
  role: MemberRole;
}

const CHECK_LABELS = { is_customer: "customer", is_editor: "editor", is_active: "active" } as const;

function ProfileForm(form: FormProps<Profile, ProfileValues>) {
  const { values, set, errors, item } = form;
  const { t } = useTranslation();
  const companyOptions = useCompanyOptions();
  const creating = item === undefined;
  const check = (field: keyof typeof CHECK_LABELS) => ({
    label: t(`editorProfile.profile.${CHECK_LABELS[field]}`),
    checked: values[field],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      set({ [field]: event.currentTarget.checked }),
  });
  return (
    <>
      <PersonFields
        {...form}
        fields={TEXT_FIELDS}
        labels={{ fields: "editorProfile.profile", roles: "editorProfile.roles" }}
        roleDisabled={values.company === ""}
        beforeRole={
          <Select
            label={t("editorProfile.profile.company")}
            searchable
            clearable
            data={companyOptions}
            disabled={companyOptions.length === 0}
            value={values.company || null}
            onChange={(value) => set({ company: value ?? "" })}
            error={errors.fields.company}
          />
        }
      />
      <Group>
        <Checkbox {...check("is_customer")} />
        <Checkbox {...check("is_editor")} error={errors.fields.is_editor} />
        {!creating && <Checkbox {...check("is_active")} />}
      </Group>
    </>
  );
}

/** Sends the person a link to choose a (new) password. */
function SendLinkButton({ item }: { item: Profile }) {
  const { t } = useTranslation();
  const sendLink = useSendPasswordLink();
  return (
    <Button
      variant="default"
      leftSection={<IconMail size={16} aria-hidden />}
      loading={sendLink.isPending}
      onClick={() => sendLink.mutate(item.id, { onSuccess: (r) => notifySuccess(r.detail) })}
    >
      {t("editorProfile.profile.sendLink")}
    </Button>
  );
}

/** `editor-profile-profile-create` and `{id}/edit`: a person, invited by e-mail to choose a password. */
const PROFILE_EDIT: EditPageDeclaration<
  Profile,
  ProfileValues,
  EditorProfileCreateBody | EditorProfileUpdateBody
> = {
  list: "editor-profile-profile-list",
  edit: "editor-profile-profile-edit",
  useItem: useProfile,
  useSave: useSaveProfile,
  newValues: () => ({
    ...NEW_PERSON,
    crmid: "",
    is_customer: true,
    is_editor: false,
    is_active: true,
    company: "",
  }),
  valuesOf: (p) => ({
    username: p.username,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone,
    crmid: p.crmid ?? "",
    language: p.language,
    is_customer: p.is_customer,
    is_editor: p.is_editor,
    is_active: p.is_active,
    company: p.company === null ? "" : String(p.company),
    role: p.role ?? "member",
  }),
  // The username is chosen once; whether the person is active is set once they exist.
  bodyOf: ({ username, is_active, company, crmid, ...rest }, item) => {
    const common = { ...rest, company: company === "" ? null : Number(company) };
    return item === undefined
      ? { ...common, username, crmid }
      : { ...common, is_active, crmid: crmid || null };
  },
  fields: [...TEXT_FIELDS, "language", "is_customer", "is_editor", "is_active", "company", "role"],
  title: displayName,
  texts: {
    new: "editorProfile.profile.new",
    save: "editorProfile.save",
    create: "editorProfile.profile.invite",
    back: "editorProfile.back",
    notSaved: "editorProfile.notSaved",
  },
  createdNotice: (saved, t) => t("editorProfile.profile.invitedDone", { email: saved.email }),
  Form: ProfileForm,
  HeaderActions: SendLinkButton,
};

export function ProfileEditPage() {
  return <ResourceEditPage declaration={PROFILE_EDIT} />;
}
