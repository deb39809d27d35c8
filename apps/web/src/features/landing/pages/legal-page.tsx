import "../landing-styles";
import "../page-texts";
import { Alert, Button, Center, Loader, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import type { RouteName } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { smoothScrollIntoView } from "../../../lib/smooth-scroll";
import { useTranslation } from "../../../lib/use-translation";
import { LegalDocumentView } from "../components/legal-document-view";
import { useLegalDocument } from "../hooks/use-legal-document";
import { usePageDescription } from "../hooks/use-page-description";
import type { LegalDocumentName } from "../legal-content";
import { legalTextValues } from "../legal-documents";

interface LegalPageProps {
  document: LegalDocumentName;
  route: RouteName;
  /** Controls composed in by the route (e.g. the cookie choice), keyed by section id. */
  slots?: Partial<Record<string, ReactNode>>;
}

/** Privacy policy, cookie policy, social media policy, legal notices (spec §2 information pages). */
export function LegalPage({ document: name, route, slots }: LegalPageProps) {
  const { t, i18n } = useTranslation();
  const title = t(routeTitleKey(route));
  usePageDescription(t(`landing.meta.${route}`));
  const state = useLegalDocument(name, i18n.language);
  const { hash } = useLocation();

  // The sections exist only once the text has loaded, too late for the router's own scroll.
  useEffect(() => {
    const section =
      state.status === "ready" && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) smoothScrollIntoView(section);
  }, [state.status, hash]);

  if (state.status === "ready") {
    return (
      <LegalDocumentView
        title={title}
        document={state.document}
        values={legalTextValues(t("app.name"))}
        slots={slots}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {state.status === "loading" ? (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {t("landing.legal.loadError")}
          <Button variant="light" color="red" size="xs" ml="md" onClick={state.retry}>
            {t("common.retry")}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
