import { Alert, Button, Stack, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useCurrentUser } from "../../../lib/current-user";
import { useTranslation } from "../../../lib/use-translation";
import { SecurityPanel } from "../mfa/security-panel";
import "../mfa/mfa-texts";

/**
 * `editor-security` (issue 35): an editor's two-factor sign-in. Where it is required
 * (`EDITOR_MFA`), an editor without it is brought here and reaches nothing else until it is on.
 */
export function EditorSecurityPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const required = me?.mfa_enrolment_required === true;
  return (
    <Stack gap="md">
      <Title order={1}>{required ? t("mfa.security.enrolTitle") : t("routes.editor-security")}</Title>
      {required && (
        <Alert styles={READABLE_ALERT} color="orange" icon={<IconShieldLock aria-hidden />}>
          {t("mfa.security.enrolIntro")}
        </Alert>
      )}
      <SecurityPanel />
      {me?.mfa_enabled && !required && (
        <Button component={Link} to={pathTo("editor-home")} variant="default" w="fit-content">
          {t("mfa.security.continue")}
        </Button>
      )}
    </Stack>
  );
}
