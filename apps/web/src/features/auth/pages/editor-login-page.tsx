import { useNavigate, useSearchParams } from "react-router";
import { afterLoginPath } from "../../../app/guards/access-rules";
import { useTranslation } from "../../../lib/use-translation";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

export function EditorLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  return (
    <AuthCard title={t("auth.editorLogin.title")} intro={t("auth.editorLogin.intro")}>
      <LoginForm
        area="editor"
        autoFocus
        onSuccess={() => navigate(afterLoginPath("editor", search.get("next")), { replace: true })}
      />
    </AuthCard>
  );
}
