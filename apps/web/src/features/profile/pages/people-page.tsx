import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { READABLE_ORANGE } from "../../../components/readable-alert";
import { useCurrentUser } from "../../../lib/current-user";
import { usePeople } from "../api/profile-api";
import { ChangePassword, MyDetails, MySessions } from "../components/my-profile";
import { ProfileNav } from "../components/profile-nav";

/**
 * `customer-profile-profile-list` (issue 16): my profile (details, password, sessions), then the
 * firm's people; its administrator invites, edits and disables them.
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const people = usePeople();
  const list = people.data?.results ?? [];
  const me = list.find((p) => p.username === user.data?.username);
  const isAdmin = me?.role === "administrator";
  return (
    <Stack gap="md">
      <Title order={1}>{t("profile.people.title")}</Title>
      <ProfileNav active="people" />
      {people.isError ? (
        <LoadErrorAlert onRetry={() => void people.refetch()} />
      ) : !me ? (
        <Skeleton height={300} />
      ) : (
        <>
          <MyDetails key={me.id} me={me} />
          <ChangePassword />
          <MySessions />
          {me.company !== null && (
            <Card withBorder component="section" aria-labelledby="colleagues">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="colleagues">
                  {t("profile.people.colleagues", { company: me.company_name })}
                </Title>
                {isAdmin && (
                  <Button
                    component={Link}
                    to={pathTo("customer-profile-profile-create")}
                    size="xs"
                    leftSection={<IconUserPlus size={14} aria-hidden />}
                  >
                    {t("profile.people.invite")}
                  </Button>
                )}
              </Group>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("profile.fields.name")}</Table.Th>
                    <Table.Th>{t("profile.fields.username")}</Table.Th>
                    <Table.Th>{t("profile.fields.role")}</Table.Th>
                    <Table.Th>{t("profile.fields.state")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((person) => {
                    const name =
                      [person.first_name, person.last_name].filter(Boolean).join(" ") || person.username;
                    return (
                      <Table.Tr key={person.id}>
                        <Table.Td>
                          {isAdmin && person.id !== me.id ? (
                            <Anchor
                              component={Link}
                              to={pathTo("customer-profile-profile-edit", { id: person.id })}
                            >
                              {name}
                            </Anchor>
                          ) : (
                            <Text size="sm">{name}</Text>
                          )}
                          <Text size="xs" c="dimmed">
                            {person.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{person.username}</Table.Td>
                        <Table.Td>{person.role ? t(`profile.roles.${person.role}`) : "—"}</Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
