import { Button, Loader } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToken } from "../../lib/use-token";
import { pathTo } from "../paths";

// Both dropdowns (floating UI, the login form, the query client they use) load on demand,
// keeping them out of the landing page's first load (DESIGN §11).
const importHeaderLogin = () => import("./header-login");
const HeaderLogin = lazy(() => importHeaderLogin().then((module) => ({ default: module.HeaderLogin })));
const HeaderUserMenu = lazy(() =>
  import("./header-user-menu").then((module) => ({ default: module.HeaderUserMenu })),
);

function SignInButton({ onOpen, loading }: { onOpen?: () => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={onOpen}
      onMouseEnter={() => void importHeaderLogin()}
      onFocus={() => void importHeaderLogin()}
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
      <HeaderLogin
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
  if (!token) return <SignedOutAccount />;
  return (
    <Suspense fallback={<Loader size="sm" aria-hidden />}>
      <HeaderUserMenu />
    </Suspense>
  );
}
