import { Button, Card, Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { useCurrentUser } from "../../../lib/current-user";
import { useTranslation } from "../../../lib/use-translation";
import { usePeople } from "../api/profile-api";
import { ColleaguesTable } from "../components/colleagues-table";
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
              <ColleaguesTable people={list} me={me} />
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
