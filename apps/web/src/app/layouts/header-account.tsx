import { Button, Loader } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useToken } from "../../lib/use-token";
import { useTranslation } from "../../lib/use-translation";
import { pathTo } from "../paths";
import classes from "./header-account.module.css";

// Both dropdowns (floating UI, the login form, the query client they use) load on demand,
// keeping them out of the landing page's first load (DESIGN §11).
const importHeaderLogin = () => import("./header-login");
const HeaderLogin = lazy(() => importHeaderLogin().then((module) => ({ default: module.HeaderLogin })));
const HeaderUserMenu = lazy(() =>
  import("./header-user-menu").then((module) => ({ default: module.HeaderUserMenu })),
);

/**
 * Opens the dropdown. On a prerendered page pressed before its script has loaded, the button
 * submits its form instead, which leads to the login page: the press is never lost.
 */
function SignInButton({ onOpen, loading }: { onOpen?: () => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <form action={pathTo("customer-login")} method="get" className={classes.signInForm}>
      <Button
        type="submit"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onOpen?.();
        }}
        onMouseEnter={() => void importHeaderLogin()}
        onFocus={() => void importHeaderLogin()}
        loading={loading}
        leftSection={<IconUserCircle size={18} aria-hidden />}
        aria-haspopup="dialog"
      >
        {t("auth.signIn")}
      </Button>
    </form>
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
