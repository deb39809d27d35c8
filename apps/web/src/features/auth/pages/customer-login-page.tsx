import { Anchor, Divider, Text } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { afterLoginPath } from "../../../app/guards/access-rules";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { AccountLinks } from "../components/account-links";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

export function CustomerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  return (
    <AuthCard title={t("auth.customerLogin.title")} intro={t("auth.customerLogin.intro")}>
      <LoginForm
        area="customer"
        autoFocus
        onSuccess={() => navigate(afterLoginPath("customer", search.get("next")), { replace: true })}
      />
      <Divider />
      <AccountLinks resetPasswordPath={pathTo("password-reset")} />
      <Text size="sm" c="dimmed">
        {t("auth.customerLogin.editorHint")}{" "}
        <Anchor component={Link} to={pathTo("editor-login")} size="sm" underline="always">
          {t("auth.customerLogin.editorLink")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
