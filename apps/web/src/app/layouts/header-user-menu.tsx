import { Group, Loader } from "@mantine/core";
import { useAgreementCount } from "../../features/agreements/api/use-agreement-count";
import { UserMenu, type UserMenuLinks } from "../../features/auth/components/user-menu";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { useCurrentUser } from "../../lib/current-user";
import { QueryProvider } from "../../lib/query-provider";
import { pathTo } from "../paths";

function SignedInAccount() {
  const { data: user } = useCurrentUser();
  const isCustomer = user?.is_customer === true;
  const { data: agreementCount } = useAgreementCount(isCustomer);

  // Keeps the login button from flashing while the profile of a signed-in user loads.
  if (!user) return <Loader size="sm" aria-hidden />;

  const isEditorOnly = user.is_editor && !isCustomer;
  const links: UserMenuLinks = {
    home: isCustomer ? pathTo("customer-home") : user.is_editor ? pathTo("editor-home") : null,
    agreements: isCustomer ? pathTo("customer-agreement-agreement-list") : null,
    profile: isCustomer ? pathTo("customer-profile-profile-list") : null,
    logout: pathTo(isEditorOnly ? "editor-logout" : "customer-logout"),
  };
  const menu = <UserMenu user={user} links={links} agreementCount={agreementCount} />;
  // Notifications are the customers' (issue 18): their bell goes beside the menu.
  if (!isCustomer) return menu;
  return (
    <Group gap={4} wrap="nowrap">
      <NotificationBell />
      {menu}
    </Group>
  );
}

/** The signed-in corner of the navbar (spec §2), loaded with the query client once a token exists. */
export function HeaderUserMenu() {
  return (
    <QueryProvider>
      <SignedInAccount />
    </QueryProvider>
  );
}
