import "../landing-styles";
import "../page-texts";
import { Anchor, Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBuilding, IconHeadset, IconMessageCircle, IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { COMPANY } from "../../../content/company";
import { SUPPORT_HOURS } from "../../../content/facts";
import { useGlobalConfigSnapshot } from "../../../lib/global-config-store";
import { useTranslation } from "../../../lib/use-translation";
import { ExternalButton } from "../components/external-button";
import { InfoCard } from "../components/info-card";
import { usePageDescription } from "../hooks/use-page-description";

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {children}
    </Text>
  );
}

const mail = (address: string) => <Anchor href={`mailto:${address}`}>{address}</Anchor>;

/** Spec §2 contacts page: support, sales, registered office, data protection. */
export function ContactsPage() {
  const { t } = useTranslation();
  usePageDescription(t("landing.meta.landing-contacts"));
  const appointmentUrl = useGlobalConfigSnapshot()?.frontend.APPOINTMENT_REQUEST_URL ?? null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(routeTitleKey("landing-contacts"))}</Title>
      <Text size="lg">{t("landing.contacts.intro")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <InfoCard icon={<IconHeadset size={22} />} title={t("landing.contacts.supportTitle")}>
          <Text>{t("landing.contacts.supportText", SUPPORT_HOURS)}</Text>
          <Line label={t("landing.contacts.email")}>{mail(COMPANY.supportEmail)}</Line>
          <Line label={t("landing.contacts.phone")}>
            <Anchor href={`tel:${COMPANY.phone.replace(/\s+/g, "")}`}>{COMPANY.phone}</Anchor>
          </Line>
        </InfoCard>
        <InfoCard icon={<IconMessageCircle size={22} />} title={t("landing.contacts.salesTitle")}>
          <Text>{t("landing.contacts.salesText")}</Text>
          <Line label={t("landing.contacts.email")}>{mail(COMPANY.salesEmail)}</Line>
          {appointmentUrl && (
            <div>
              <ExternalButton href={appointmentUrl} variant="light">
                {t("landing.contacts.appointment")}
              </ExternalButton>
            </div>
          )}
        </InfoCard>
        <InfoCard icon={<IconBuilding size={22} />} title={t("landing.contacts.companyTitle")}>
          <Text fw={600}>{COMPANY.name}</Text>
          <Line label={t("landing.contacts.address")}>{COMPANY.address}</Line>
          <Line label={t("landing.contacts.pec")}>{mail(COMPANY.pec)}</Line>
        </InfoCard>
        <InfoCard icon={<IconShieldLock size={22} />} title={t("landing.contacts.privacyTitle")}>
          <Text>{t("landing.contacts.privacyText", { email: COMPANY.privacyEmail })}</Text>
          <div>
            <Button component={Link} to={pathTo("landing-privacy-policy")} variant="default">
              {t(routeTitleKey("landing-privacy-policy"))}
            </Button>
          </div>
        </InfoCard>
      </SimpleGrid>
    </Stack>
  );
}
