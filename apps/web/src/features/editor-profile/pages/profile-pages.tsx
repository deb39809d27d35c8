import type { MemberRole, Profile } from "@app/contracts";
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { ListFilters } from "../../../components/list-filters";
import { pagerOf } from "../../../components/list-pager";
import { ListScreen } from "../../../components/list-screen";
import { LoadErrorAlert, RowsSkeleton } from "../../../components/load-error-alert";
import { NewItemLink } from "../../../components/new-item-link";
import { NotFoundState } from "../../../components/not-found-state";
import { ResourceForm } from "../../../components/resource-form";
import { serverFormErrors } from "../../../lib/form-errors";
import { listCodec, listQuery } from "../../../lib/list-codec";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useItemMissing, useRouteId } from "../../../lib/route-id";
import { useListUrlState } from "../../../lib/use-list-url-state";
import {
  useAllCompanies,
  useProfile,
  useProfileList,
  useSaveProfile,
  useSendPasswordLink,
} from "../api/editor-profile-api";

type ProfileOrder = "last_name" | "username" | "email" | "created_at";
const FILTERS = ["search", "is_customer", "is_editor", "is_active"] as const;
const codec = listCodec<ProfileOrder, (typeof FILTERS)[number]>(
  ["last_name", "username", "email", "created_at"],
  "last_name",
  FILTERS,
);
const displayName = (p: Profile) => [p.first_name, p.last_name].filter(Boolean).join(" ") || p.username;

/** `editor-profile-profile-list`: every person, customers and editors, with their firm. */
export function ProfileListPage() {
  const { t } = useTranslation();
  const { params, change, clearFilters, filtered } = useListUrlState(codec);
  const query = useMemo(() => listQuery(params, FILTERS), [params]);
  const list = useProfileList(query);
  const yesNo = [
    { value: "true", label: t("editorProfile.yes") },
    { value: "false", label: t("editorProfile.no") },
  ];
  const columns: DataColumn<Profile, ProfileOrder>[] = [
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
            <Badge variant="outline" color="orange.9">
              {t("editorProfile.profile.invited")}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ListScreen
      title={t(routeTitleKey("editor-profile-profile-list"))}
      actions={
        <NewItemLink to={pathTo("editor-profile-profile-create")}>
          {t("editorProfile.profile.new")}
        </NewItemLink>
      }
      filters={
        <ListFilters
          search={{
            label: t("editorProfile.profile.search"),
            value: params.search,
            onChange: (search) => change({ search }),
          }}
          choices={[
            {
              label: t("editorProfile.profile.customer"),
              value: params.is_customer,
              onChange: (is_customer) => change({ is_customer }),
              data: yesNo,
            },
            {
              label: t("editorProfile.profile.editor"),
              value: params.is_editor,
              onChange: (is_editor) => change({ is_editor }),
              data: yesNo,
            },
            {
              label: t("editorProfile.profile.active"),
              value: params.is_active,
              onChange: (is_active) => change({ is_active }),
              data: yesNo,
            },
          ]}
        />
      }
      list={list}
      loading={<RowsSkeleton rows={5} height={36} />}
      empty={t("editorProfile.profile.empty")}
      filtered={filtered}
      onClearFilters={clearFilters}
      footer={pagerOf(params, change)}
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <DataTable
            label={t("editorProfile.profile.table")}
            columns={columns}
            rows={rows}
            order={params}
            onOrder={change}
            descendingFirst={["created_at"]}
            minWidth={760}
          />
        </Paper>
      )}
    </ListScreen>
  );
}

const TEXT_FIELDS = ["username", "first_name", "last_name", "email", "phone", "crmid"] as const;

/** `editor-profile-profile-create` and `{id}/edit`: a person, invited by e-mail to choose a password. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useRouteId();
  const profile = useProfile(id);
  const missing = useItemMissing(profile.error);
  const companies = useAllCompanies();
  // The same options between renders: a re-render must not rebuild an open drop-down's items.
  const companyOptions = useMemo(
    () => (companies.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [companies.data],
  );
  const save = useSaveProfile(id);
  const sendLink = useSendPasswordLink();
  const [values, setValues] = useState({
    username: "",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
    crmid: "",
    language: "it" as "it" | "en",
    is_customer: true,
    is_editor: false,
    is_active: true,
    company: "",
    role: "member" as MemberRole,
  });
  useEffect(() => {
    const p = profile.data;
    if (p)
      setValues({
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
      });
  }, [profile.data]);
  const errors = serverFormErrors(save.error, [
    ...TEXT_FIELDS,
    "language",
    "is_customer",
    "is_editor",
    "is_active",
    "company",
    "role",
  ]);
  const back = pathTo("editor-profile-profile-list");
  const submit = () => {
    const { username, is_active, company, crmid, ...rest } = values;
    const common = { ...rest, company: company === "" ? null : Number(company) };
    save.mutate(
      id === null ? { ...common, username, crmid } : { ...common, is_active, crmid: crmid || null },
      {
        onSuccess: (saved) => {
          notifySuccess(
            id === null ? t("editorProfile.profile.invitedDone", { email: saved.email }) : t("common.saved"),
          );
          if (id === null)
            navigate(pathTo("editor-profile-profile-edit", { id: saved.id }), { replace: true });
        },
      },
    );
  };
  if (missing) return <NotFoundState back={{ to: back }} />;
  if (id !== null && profile.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>
          {id === null ? t("editorProfile.profile.new") : profile.data ? displayName(profile.data) : ""}
        </Title>
        {id !== null && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={sendLink.isPending}
            onClick={() =>
              sendLink.mutate(id, { onSuccess: (r) => notifySuccess(r.detail), onError: notifyError })
            }
          >
            {t("editorProfile.profile.sendLink")}
          </Button>
        )}
      </Group>
      {id !== null && !profile.data ? (
        <Skeleton height={300} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <ResourceForm
            framed={false}
            onSubmit={submit}
            otherErrors={errors.other}
            otherErrorsTitle={t("editorProfile.notSaved")}
            submitLabel={id === null ? t("editorProfile.profile.invite") : t("editorProfile.save")}
            cancel={{ label: t("editorProfile.back"), to: back }}
            pending={save.isPending}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {TEXT_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`editorProfile.profile.${field}`)}
                  required={["username", "first_name", "last_name", "email"].includes(field)}
                  disabled={field === "username" && id !== null}
                  value={values[field]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((v) => ({ ...v, [field]: value }));
                  }}
                  error={errors.fields[field]}
                />
              ))}
              <Select
                label={t("editorProfile.profile.language")}
                data={[
                  { value: "it", label: "Italiano" },
                  { value: "en", label: "English" },
                ]}
                value={values.language}
                allowDeselect={false}
                onChange={(value) => value && setValues((v) => ({ ...v, language: value as "it" | "en" }))}
              />
              <Select
                label={t("editorProfile.profile.company")}
                searchable
                clearable
                data={companyOptions}
                disabled={!companies.data}
                value={values.company || null}
                onChange={(value) => setValues((v) => ({ ...v, company: value ?? "" }))}
                error={errors.fields.company}
              />
              <Select
                label={t("editorProfile.profile.role")}
                data={(["member", "administrator"] as const).map((r) => ({
                  value: r,
                  label: t(`editorProfile.roles.${r}`),
                }))}
                value={values.role}
                allowDeselect={false}
                disabled={values.company === ""}
                onChange={(value) => value && setValues((v) => ({ ...v, role: value as MemberRole }))}
              />
            </SimpleGrid>
            <Group>
              <Checkbox
                label={t("editorProfile.profile.customer")}
                checked={values.is_customer}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((v) => ({ ...v, is_customer: checked }));
                }}
              />
              <Checkbox
                label={t("editorProfile.profile.editor")}
                checked={values.is_editor}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((v) => ({ ...v, is_editor: checked }));
                }}
                error={errors.fields.is_editor}
              />
              {id !== null && (
                <Checkbox
                  label={t("editorProfile.profile.active")}
                  checked={values.is_active}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setValues((v) => ({ ...v, is_active: checked }));
                  }}
                />
              )}
            </Group>
          </ResourceForm>
        </Paper>
      )}
    </Stack>
  );
}
