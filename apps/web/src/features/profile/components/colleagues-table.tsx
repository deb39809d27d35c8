import type { Profile } from "@app/contracts";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { READABLE_ORANGE } from "../../../components/readable-alert";
import type { TFunction } from "../../../lib/translator";
import { useTranslation } from "../../../lib/use-translation";

/** Where a person stands: disabled, invited, signed in now or active; and two-factor when on. */
function PersonState({ person }: { person: Profile }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {!person.is_active ? (
        <Badge color="gray.7" variant="outline">
          {t("profile.people.disabled")}
        </Badge>
      ) : !person.has_password ? (
        <Badge color={READABLE_ORANGE} variant="outline">
          {t("profile.people.invited")}
        </Badge>
      ) : person.live_sessions > 0 ? (
        <Badge color="teal.9" variant="outline">
          {t("profile.people.signedIn")}
        </Badge>
      ) : (
        <Badge color="blue.9" variant="outline">
          {t("profile.people.active")}
        </Badge>
      )}
      {person.mfa_enabled && (
        <Badge color="teal.9" variant="filled">
          {t("profile.people.mfa")}
        </Badge>
      )}
    </Group>
  );
}

/** The firm's people; its administrator opens each colleague (not themself) to edit them. */
function colleagueColumns(t: TFunction, me: Profile, isAdmin: boolean): DataColumn<Profile, never>[] {
  return [
    {
      key: "name",
      label: t("profile.fields.name"),
      cell: (person) => {
        const name = [person.first_name, person.last_name].filter(Boolean).join(" ") || person.username;
        return (
          <>
            {isAdmin && person.id !== me.id ? (
              <Anchor component={Link} to={pathTo("customer-profile-profile-edit", { id: person.id })}>
                {name}
              </Anchor>
            ) : (
              <Text size="sm">{name}</Text>
            )}
            <Text size="xs" c="dimmed">
              {person.email}
            </Text>
          </>
        );
      },
    },
    { key: "username", label: t("profile.fields.username"), cell: (person) => person.username },
    {
      key: "role",
      label: t("profile.fields.role"),
      cell: (person) => (person.role ? t(`profile.roles.${person.role}`) : "—"),
    },
    { key: "state", label: t("profile.fields.state"), cell: (person) => <PersonState person={person} /> },
  ];
}

export function ColleaguesTable({ people, me }: { people: Profile[]; me: Profile }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t("profile.people.colleagues", { company: me.company_name })}
      columns={colleagueColumns(t, me, me.role === "administrator")}
      rows={people}
      minWidth={560}
    />
  );
}
