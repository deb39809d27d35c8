import { Button, Loader } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAgreementCount } from "../../features/agreements/api/use-agreement-count";
import type { UserMenuLinks } from "../../features/auth/components/user-menu";
import { useCurrentUser, useToken } from "../../lib/current-user";
import { pathTo } from "../paths";

// Both dropdowns (floating UI, the login form) load on demand, keeping them out of the
// landing page's first load (DESIGN §11).
const importLoginPopover = () => import("../../features/auth/components/login-popover");
const LoginPopover = lazy(() => importLoginPopover().then((module) => ({ default: module.LoginPopover })));
const UserMenu = lazy(() =>
  import("../../features/auth/components/user-menu").then((module) => ({ default: module.UserMenu })),
);

function SignInButton({ onOpen, loading }: { onOpen?: () => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={onOpen}
      onMouseEnter={() => void importLoginPopover()}
      onFocus={() => void importLoginPopover()}
      loading={loading}
      leftSection={<IconUserCircle size={18} aria-hidden />}
      aria-haspopup="dialog"
    >
      {t("auth.signIn")}
    </Button>
  );
}

/** Signed-out corner: a plain button until first used, then the login dropdown (spec §2). */
function SignedOutAccount() {
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <SignInButton onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<SignInButton loading />}>
      <LoginPopover
        defaultOpened
        resetPasswordPath={pathTo("password-reset")}
        onLoggedIn={() => navigate(pathTo("customer-home"))}
      />
    </Suspense>
  );
}

/** The account corner of the customer/landing navbar: login dropdown or the user's menu (spec §2). */
export function HeaderAccount() {
  const token = useToken();
  const { data: user } = useCurrentUser();
  const isCustomer = user?.is_customer === true;
  const { data: agreementCount } = useAgreementCount(isCustomer);

  if (!token) return <SignedOutAccount />;
  // Keeps the login button from flashing while the profile of a signed-in user loads.
  const spinner = <Loader size="sm" aria-hidden />;
  if (!user) return spinner;

  const isEditorOnly = user.is_editor && !isCustomer;
  const links: UserMenuLinks = {
    home: isCustomer ? pathTo("customer-home") : user.is_editor ? pathTo("editor-home") : null,
    agreements: isCustomer ? pathTo("customer-agreement-agreement-list") : null,
    profile: isCustomer ? pathTo("customer-profile-profile-list") : null,
    logout: pathTo(isEditorOnly ? "editor-logout" : "customer-logout"),
  };
  return (
    <Suspense fallback={spinner}>
      <UserMenu user={user} links={links} agreementCount={agreementCount} />
    </Suspense>
  );
}
